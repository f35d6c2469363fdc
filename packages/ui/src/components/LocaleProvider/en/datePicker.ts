import type { Messages } from '../messages';

export const datePicker: Messages['datePicker'] = {
  openLabel: 'Choose a date',
  openRangeLabel: 'Choose dates',
  unavailableMessage: 'This date is unavailable.',
  invalidMessage: 'Enter a date as {format}.',
  placeholder: { day: 'dd', month: 'mm', year: 'yyyy' },
  startLabel: 'start',
  endLabel: 'end',
};
