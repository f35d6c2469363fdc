// Plain values of the Accordion API: a server component can read them, whereas every export of
// Accordion.tsx, a client module, reaches the server only as a client reference.
export const accordionTypes = ['single', 'multiple'] as const;

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
