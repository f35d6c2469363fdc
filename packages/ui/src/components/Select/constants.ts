// Plain values of the Select API: a server component can read them, whereas every export of
// Select.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `Select`. */
export const selectSizes = ['sm', 'md', 'lg'] as const;
