/** The `size` values of `Spinner`: `text` follows the font size around it, the others are fixed. */
export const spinnerSizes = ['text', 'sm', 'md', 'lg'] as const;

export type SpinnerSize = (typeof spinnerSizes)[number];
