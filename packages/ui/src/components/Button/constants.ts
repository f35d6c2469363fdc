// Plain values of the Button API: a server component can read them, whereas every export of
// Button.tsx, a client module, reaches the server only as a client reference.
/** The `variant` values of `Button`, for pickers, docs and tests. */
export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost'] as const;

/** The `size` values of `Button`. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;
