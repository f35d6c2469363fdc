// Plain values of the Accordion API: a server component can read them, whereas every export of
// Accordion.tsx, a client module, reaches the server only as a client reference.
/** The `type` values of `Accordion`: one item open at a time, or several. */
export const accordionTypes = ['single', 'multiple'] as const;

/** The heading levels an `AccordionTrigger` can render (`headingLevel`). */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
