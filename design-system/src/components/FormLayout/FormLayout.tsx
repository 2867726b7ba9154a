import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Toolbar } from '../Toolbar';
import { FormRoot, type FormWidth } from './FormLayout.styles';

export interface FormLayoutProps extends ComponentPropsWithRef<'form'> {
  /** The form's buttons, in a row after the fields; left out where a dialog's footer holds them. */
  actions?: ReactNode;
  /** Caps the form at a breakpoint's width, so its fields keep a readable length on a wide page. */
  maxWidth?: FormWidth;
}

/** A form's fields one under another with the same space between them, then its actions. */
export function FormLayout({ actions, maxWidth, children, ...rest }: FormLayoutProps) {
  return (
    <FormRoot $maxWidth={maxWidth} {...rest}>
      {children}
      {actions && <Toolbar>{actions}</Toolbar>}
    </FormRoot>
  );
}
