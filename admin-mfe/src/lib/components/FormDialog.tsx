import { Button, Dialog, FormLayout, type DialogSize } from '@vsp/design-system';
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** Fields side by side, as many per row as fit at `$min` wide each. */
export const FormColumns = styled.div<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  size?: DialogSize;
  children: ReactNode;
}

/** An add or edit form in a dialog; the browser's own validation is off so the form's own messages show. */
export function FormDialog({ open, title, submitLabel, pending, onSubmit, onClose, size, children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel="Saving...">
            {submitLabel}
          </Button>
        </>
      }
    >
      <FormLayout id={formId} onSubmit={submit} noValidate>
        {children}
      </FormLayout>
    </Dialog>
  );
}
