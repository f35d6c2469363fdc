export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
export type {
  PopoverCloseProps,
  PopoverContentName,
  PopoverContentOwnProps,
  PopoverContentProps,
  PopoverProps,
  PopoverTriggerProps,
} from './Popover';
