import type { Messages } from '../messages';

export const listbox: Messages['listbox'] = {
  placeholder: 'Choose an option',
  multipleValueText: '{count} selected',
};
