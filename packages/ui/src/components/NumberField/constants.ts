// Plain values of the NumberField API: a server component can read them, whereas every export of
// NumberField.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `NumberField`, the same as `TextInput`'s. */
export const numberFieldSizes = ['sm', 'md', 'lg'] as const;
