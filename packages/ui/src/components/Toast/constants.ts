// Plain values of the Toast API: a server component can read them, whereas every export of
// Toast.tsx, a client module, reaches the server only as a client reference.
/** The `tone` values of `Toast`, as `Alert`'s: each has its own icon, so colour is never the only signal. */
export const toastTones = ['info', 'success', 'warning', 'danger'] as const;

/** The `type` values of `Toast`: how urgently screen readers announce it, when they are idle or at once. */
export const toastTypes = ['background', 'foreground'] as const;
