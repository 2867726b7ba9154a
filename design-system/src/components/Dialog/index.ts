export { Dialog, type DialogProps } from './Dialog';
export type { DialogSize } from './Dialog.styles';
