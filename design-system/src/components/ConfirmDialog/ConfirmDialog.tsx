import { useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. Are you sure you want to delete user "Jo Doe"? This action cannot be undone. */
  message: ReactNode;
  /** What the question needs beside it, e.g. a list of who is left out or an option. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
  pending?: boolean;
  pendingLabel?: string;
  /** Nothing to confirm, e.g. nobody would receive a reminder; Cancel still closes. */
  confirmDisabled?: boolean;
}

/** Asks before an irreversible action; focus starts on Cancel so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  pending = false,
  pendingLabel = 'Deleting...',
  confirmDisabled = false,
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
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} pending={pending} pendingLabel={pendingLabel} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
