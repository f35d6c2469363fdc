// Plain values of the AlertDialog API: a server component can read them, whereas every export of
// AlertDialog.tsx, a client module, reaches the server only as a client reference.
/** The `tone` values of `AlertDialogAction`: the brand colour, or red for an action that destroys something. */
export const alertDialogActionTones = ['default', 'danger'] as const;
