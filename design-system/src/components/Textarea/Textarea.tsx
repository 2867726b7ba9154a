import type { ComponentPropsWithRef } from 'react';
import { useFormFieldControl } from '../FormField/FormFieldContext';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid, rows = 4, ...rest }: TextareaProps) {
  const { invalid: isInvalid, ...control } = useFormFieldControl({ ...rest, invalid });
  return <StyledTextarea rows={rows} {...rest} {...control} $invalid={isInvalid} />;
}
