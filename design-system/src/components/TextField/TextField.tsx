import type { ComponentPropsWithRef } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { StyledInput } from './TextField.styles';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Red border and aria-invalid; set for you inside a FormField with an error. */
  invalid?: boolean;
}

export function TextField({ invalid, type = 'text', ...rest }: TextFieldProps) {
  const { invalid: isInvalid, ...control } = useFormFieldControl({ ...rest, invalid });
  return <StyledInput type={type} {...rest} {...control} $invalid={isInvalid} />;
}
