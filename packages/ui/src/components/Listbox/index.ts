export { Listbox } from './Listbox';
export { listboxSizes } from './constants';
export type {
  ListboxGroup,
  ListboxItems,
  ListboxMultipleProps,
  ListboxOption,
  ListboxProps,
  ListboxSingleProps,
  ListboxSize,
} from './Listbox';
