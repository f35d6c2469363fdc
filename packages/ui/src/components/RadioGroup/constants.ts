// Plain values of the RadioGroup API: a server component can read them, whereas every export of
// RadioGroup.tsx, a client module, reaches the server only as a client reference.
/** The `orientation` values of `RadioGroup`: radios one under the other, or side by side. */
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
