export { TextField, type TextFieldProps } from './TextField';
export { controlStyles } from './controlStyles';
