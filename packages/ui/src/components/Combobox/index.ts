export { Combobox } from './Combobox';
export { comboboxSizes } from './constants';
export { foldText } from './matchOption';
export type {
  ComboboxGroup,
  ComboboxItems,
  ComboboxMultipleProps,
  ComboboxOption,
  ComboboxProps,
  ComboboxSingleProps,
  ComboboxSize,
} from './Combobox';
