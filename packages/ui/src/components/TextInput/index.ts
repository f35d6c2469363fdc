export { TextInput } from './TextInput';
export { textInputSizes, textInputTypes } from './constants';
export type { TextInputProps, TextInputSize, TextInputType } from './TextInput';
