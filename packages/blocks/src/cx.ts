/** Joins class names, skipping empty values. */
export const cx = (...classes: Array<string | false | null | undefined>) => classes.filter(Boolean).join(' ');
