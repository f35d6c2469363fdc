export { Combobox } from './Combobox';
export { comboboxSizes } from './constants';
export { foldText } from './matchOption';
export type { ComboboxGroup, ComboboxItems, ComboboxOption, ComboboxProps, ComboboxSize } from './Combobox';
