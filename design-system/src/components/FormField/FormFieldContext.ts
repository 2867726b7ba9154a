import { createContext, useContext } from 'react';
import { mergeIds } from '../../utils/mergeIds';

export interface FormFieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  invalid?: boolean;
}

/** Wires a control to the FormField around it: its id for the label, help and error ids, invalid and required. */
export function useFormFieldControl(props: ControlProps) {
  const field = useContext(FormFieldContext);
  const invalid = props.invalid ?? (props['aria-invalid'] === true || props['aria-invalid'] === 'true' || field?.invalid === true);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': mergeIds(field?.describedBy, props['aria-describedby']),
    'aria-invalid': invalid || undefined,
    required: props.required ?? field?.required,
    invalid,
  };
}
