// Plain values of the Listbox API: a server component can read them, whereas every export of
// Listbox.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `Listbox`, the same as `Select`'s. */
export const listboxSizes = ['sm', 'md', 'lg'] as const;
