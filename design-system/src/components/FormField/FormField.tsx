import { CircleAlert } from 'lucide-react';
import { useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { mergeIds } from '../../utils/mergeIds';
import { ErrorText, FieldRoot, HelpText, Label, RequiredMark } from './FormField.styles';
import { FormFieldContext } from './FormFieldContext';

export interface FormFieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  label: ReactNode;
  /** Guidance under the control, e.g. "Should be a direct image URL". */
  help?: ReactNode;
  /** Validation message; marks the control invalid and is read out with it. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when left out. */
  htmlFor?: string;
  /** One TextField, Textarea or Select: it picks up the id and descriptions from this field. */
  children: ReactNode;
}

export function FormField({ label, help, error, required = false, htmlFor, children, ...rest }: FormFieldProps) {
  const generatedId = useId();
  const id = htmlFor ?? generatedId;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const context = useMemo(
    () => ({ id, describedBy: mergeIds(errorId, helpId), invalid: Boolean(error), required }),
    [id, errorId, helpId, error, required],
  );

  return (
    <FieldRoot {...rest}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden>*</RequiredMark>}
      </Label>
      <FormFieldContext.Provider value={context}>{children}</FormFieldContext.Provider>
      {help && <HelpText id={helpId}>{help}</HelpText>}
      {error && (
        <ErrorText id={errorId}>
          <CircleAlert size={14} aria-hidden />
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}
