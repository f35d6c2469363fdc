/** The `dir` values of `DirectionProvider`: left to right, or right to left (Arabic, Hebrew, Persian). */
export const directions = ['ltr', 'rtl'] as const;
