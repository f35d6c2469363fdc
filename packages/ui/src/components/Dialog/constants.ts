// Plain values of the Dialog API: a server component can read them, whereas every export of
// Dialog.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `DialogContent` and `AlertDialogContent`: the panel's largest width. */
export const dialogSizes = ['sm', 'md', 'lg'] as const;
