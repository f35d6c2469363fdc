export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './Tooltip';
export type { TooltipContentProps, TooltipProps, TooltipProviderProps, TooltipTriggerProps } from './Tooltip';
