import { Toast } from './Toast';
import { List, Viewport } from './Toast.styles';
import { useToast } from './toastStore';

export interface ToasterProps {
  /** Name of the notifications landmark. */
  label?: string;
}

/** Shows the toasts; mount it once, in the shell, inside the ThemeProvider. */
export function Toaster({ label = 'Notifications' }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <Viewport aria-label={label}>
      <List aria-live="polite">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <Toast key={t.id} {...t} />
          ))}
      </List>
    </Viewport>
  );
}
