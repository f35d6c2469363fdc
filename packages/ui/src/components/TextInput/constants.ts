// Plain values of the TextInput API: a server component can read them, whereas every export of
// TextInput.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `TextInput`. */
export const textInputSizes = ['sm', 'md', 'lg'] as const;

/** The `type` values of `TextInput`. */
export const textInputTypes = ['text', 'email', 'tel', 'url', 'password', 'search', 'number', 'date', 'time'] as const;
