// Plain values of the Combobox API: a server component can read them, whereas every export of
// Combobox.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `Combobox`. */
export const comboboxSizes = ['sm', 'md', 'lg'] as const;
