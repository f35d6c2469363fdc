export { TextInput, textInputSizes, textInputTypes } from './TextInput';
export type { TextInputProps, TextInputSize, TextInputType } from './TextInput';
