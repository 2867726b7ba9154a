export { Toaster, type ToasterProps } from './Toaster';
export {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  dismissToast,
  toast,
  useToast,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toastStore';
