// Plain values of the DropdownMenu API: a server component can read them, whereas every export of
// DropdownMenu.tsx, a client module, reaches the server only as a client reference.
/** The `tone` values of `DropdownMenuItem`: an ordinary action, or one that deletes or cannot be undone. */
export const dropdownMenuItemTones = ['default', 'danger'] as const;
