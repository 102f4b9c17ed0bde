export { TextField, textFieldInputModes, textFieldTypes } from './TextField';
export type { TextFieldProps } from './TextField';
