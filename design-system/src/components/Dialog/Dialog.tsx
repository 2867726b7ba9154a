import { X } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { getTabbable } from '../../utils/focusable';
import { IconButton } from '../IconButton';
import { isTopDialog, pushDialog, removeDialog } from './dialogStack';
import { Body, Description, Footer, Header, HeaderText, Overlay, Panel, Title, type DialogSize } from './Dialog.styles';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Also the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom right. */
  footer?: ReactNode;
  size?: DialogSize;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; otherwise the first focusable element in the body, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  hideCloseButton?: boolean;
  closeLabel?: string;
}

export function Dialog({ open, ...props }: DialogProps) {
  if (!open) return null;
  return createPortal(<DialogWindow {...props} />, document.body);
}

function DialogWindow({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnBackdropClick = true,
  hideCloseButton = false,
  closeLabel = 'Close',
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const id = Symbol('dialog');
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushDialog(id);

    const panel = panelRef.current;
    const target =
      initialFocusRef?.current ?? (bodyRef.current && getTabbable(bodyRef.current)[0]) ?? (panel && getTabbable(panel)[0]) ?? panel;
    target?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopDialog(id)) {
        event.stopPropagation();
        requestClose();
      }
    };
    // Focus that lands outside (a click on the page behind, a script) is brought back while this dialog is on top.
    const onFocusIn = (event: FocusEvent) => {
      if (panel && isTopDialog(id) && event.target instanceof Node && !panel.contains(event.target)) {
        (getTabbable(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeDialog(id);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [initialFocusRef]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = getTabbable(panelRef.current);
    if (tabbable.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeOnBackdrop = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
  };

  return (
    <Overlay onMouseDown={closeOnBackdrop} data-dialog-backdrop="">
      <Panel
        ref={panelRef}
        $size={size}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <Header>
          <HeaderText>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </HeaderText>
          {!hideCloseButton && <IconButton label={closeLabel} icon={<X size={18} aria-hidden />} size="sm" onClick={onClose} />}
        </Header>
        {children && <Body ref={bodyRef}>{children}</Body>}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>
  );
}
