export { FormField, type FormFieldProps } from './FormField';
export { useFormFieldControl } from './FormFieldContext';
