export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionHeadingLevels,
  accordionTypes,
} from './Accordion';
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
