// Plain values of the Sheet API: a server component can read them, whereas every export of
// Sheet.tsx, a client module, reaches the server only as a client reference.
/**
 * The `side` values of `SheetContent`: the edge of the screen the panel slides in from. `start`
 * and `end` are logical: the left and the right edge in a left-to-right page, the other way round
 * in a right-to-left one.
 */
export const sheetSides = ['start', 'end', 'top', 'bottom'] as const;

/** The `size` values of `SheetContent`: the panel's width from the side, its largest height from the top or bottom. */
export const sheetSizes = ['sm', 'md', 'lg', 'full'] as const;
