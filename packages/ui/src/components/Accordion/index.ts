export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';
export { accordionHeadingLevels, accordionTypes } from './constants';
export type {
  AccordionContentProps,
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionMultipleProps,
  AccordionProps,
  AccordionSingleProps,
  AccordionTriggerProps,
  AccordionType,
} from './Accordion';
