// Plain values of the Avatar API: a server component can read them, whereas every export of
// Avatar.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `Avatar`. */
export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;

/** The fixed set of background/text pairs an avatar picks from; every pair meets WCAG AA. */
export const avatarColors = ['brand', 'info', 'success', 'warning', 'danger', 'neutral'] as const;
