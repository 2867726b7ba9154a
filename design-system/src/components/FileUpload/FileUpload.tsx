import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface FileUploadProps extends Omit<ButtonProps, 'onClick' | 'children' | 'onSelect'> {
  /** File types the picker offers, e.g. ".csv,text/csv". The app still checks the file it gets. */
  accept?: string;
  onFileSelect: (file: File) => void;
  children?: ReactNode;
}

/** A button that opens the file picker and hands back the chosen file. */
export function FileUpload({ accept, onFileSelect, children = 'Upload File', icon, variant = 'outline', ...buttonProps }: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again after fixing it still fires a change.
    event.target.value = '';
    if (file) onFileSelect(file);
  };

  return (
    <>
      <Button
        variant={variant}
        icon={icon ?? <Upload size={16} aria-hidden />}
        onClick={() => inputRef.current?.click()}
        {...buttonProps}
      >
        {children}
      </Button>
      <input ref={inputRef} type="file" accept={accept} onChange={onChange} hidden data-testid="file-upload-input" />
    </>
  );
}
