// Plain values of the Form API: a server component can read them, whereas every export of
// Form.tsx, a client module, reaches the server only as a client reference.
/**
 * The `ValidityState` flags `Form` reads, in the order it picks the message of a control that
 * fails several constraints at once (`valueMissing` first: « required » before « format »).
 */
export const formValidityStates = [
  'valueMissing',
  'typeMismatch',
  'patternMismatch',
  'tooShort',
  'tooLong',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
  'badInput',
  'customError',
] as const;
