import type { Meta } from '@storybook/react-vite';
import { layerStory, sheetFromMenuItem, toastOverModal } from '../support/layers';

/**
 * Every popup inside every container, as an app puts them together: a combobox in a dialog, a
 * calendar in a sheet, a menu in a popover, an erasure's alert dialog in a sheet. Each story checks the layer system's rules with the
 * pointer and the keyboard (`stories/support/layers.tsx`).
 */
const meta = {
  title: 'Patterns/Layers/Features',
  tags: ['!autodocs', 'scenario', 'no-baseline'],
} satisfies Meta;

export default meta;

export const NumberFieldInDialog = layerStory('NumberField', 'Dialog');
export const NumberFieldInAlertDialog = layerStory('NumberField', 'AlertDialog');
export const NumberFieldInSheet = layerStory('NumberField', 'Sheet');
export const NumberFieldInPopover = layerStory('NumberField', 'Popover');
export const ComboboxInDialog = layerStory('Combobox', 'Dialog');
export const ComboboxInAlertDialog = layerStory('Combobox', 'AlertDialog');
export const ComboboxInSheet = layerStory('Combobox', 'Sheet');
export const ComboboxInPopover = layerStory('Combobox', 'Popover');
export const ListboxInDialog = layerStory('Listbox', 'Dialog');
export const ListboxInAlertDialog = layerStory('Listbox', 'AlertDialog');
export const ListboxInSheet = layerStory('Listbox', 'Sheet');
export const ListboxInPopover = layerStory('Listbox', 'Popover');
export const DatePickerInDialog = layerStory('DatePicker', 'Dialog');
export const DatePickerInAlertDialog = layerStory('DatePicker', 'AlertDialog');
export const DatePickerInSheet = layerStory('DatePicker', 'Sheet');
export const DatePickerInPopover = layerStory('DatePicker', 'Popover');
export const DateRangePickerInDialog = layerStory('DateRangePicker', 'Dialog');
export const DateRangePickerInAlertDialog = layerStory('DateRangePicker', 'AlertDialog');
export const DateRangePickerInSheet = layerStory('DateRangePicker', 'Sheet');
export const DateRangePickerInPopover = layerStory('DateRangePicker', 'Popover');
export const DropdownMenuInDialog = layerStory('DropdownMenu', 'Dialog');
export const DropdownMenuInAlertDialog = layerStory('DropdownMenu', 'AlertDialog');
export const DropdownMenuInSheet = layerStory('DropdownMenu', 'Sheet');
export const DropdownMenuInPopover = layerStory('DropdownMenu', 'Popover');
export const PopoverInDialog = layerStory('Popover', 'Dialog');
export const PopoverInAlertDialog = layerStory('Popover', 'AlertDialog');
export const PopoverInSheet = layerStory('Popover', 'Sheet');
export const PopoverInPopover = layerStory('Popover', 'Popover');
export const TooltipInDialog = layerStory('Tooltip', 'Dialog');
export const TooltipInAlertDialog = layerStory('Tooltip', 'AlertDialog');
export const TooltipInSheet = layerStory('Tooltip', 'Sheet');
export const TooltipInPopover = layerStory('Tooltip', 'Popover');
export const AlertDialogInSheet = layerStory('AlertDialog', 'Sheet');

export const ToastOverDialog = toastOverModal('Dialog');
export const ToastOverSheet = toastOverModal('Sheet');
export const SheetFromMenuItem = sheetFromMenuItem;
