import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. Are you sure you want to delete user "Jo Doe"? This action cannot be undone. */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
  pending?: boolean;
  pendingLabel?: string;
}

/** Asks before an irreversible action; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  pending = false,
  pendingLabel = 'Deleting...',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!pending}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} pending={pending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
