import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { CloseButton, ToastBody, ToastDescription, ToastRoot, ToastTitle } from './Toast.styles';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD, dismissToast, type ToastItem } from './toastStore';

const icons = { success: CircleCheck, destructive: CircleAlert } as const;

export function Toast({ id, title, description, action, variant = 'default', duration = TOAST_DURATION }: ToastItem) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const dragStart = useRef<number | null>(null);
  const remaining = useRef(duration);

  // Hovering or focusing a toast pauses its countdown so it can be read or acted on; leaving resumes it.
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    setOffset(Math.max(0, event.clientX - dragStart.current));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const distance = event.clientX - dragStart.current;
    dragStart.current = null;
    if (event.type === 'pointerup' && distance >= TOAST_SWIPE_THRESHOLD) dismissToast(id);
    else setOffset(0);
  };

  const Icon = variant === 'default' ? null : icons[variant];
  return (
    <li>
      <ToastRoot
        $variant={variant}
        $dragging={offset > 0}
        role={variant === 'destructive' ? 'alert' : 'status'}
        aria-atomic="true"
        data-variant={variant}
        style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {Icon && <Icon size={18} aria-hidden />}
        <ToastBody>
          {title && <ToastTitle>{title}</ToastTitle>}
          {description && <ToastDescription>{description}</ToastDescription>}
          {action}
        </ToastBody>
        <CloseButton type="button" aria-label="Dismiss notification" onClick={() => dismissToast(id)}>
          <X size={16} aria-hidden />
        </CloseButton>
      </ToastRoot>
    </li>
  );
}
