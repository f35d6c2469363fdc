// Plain values of the ToggleGroup API: a server component can read them, whereas every export of
// ToggleGroup.tsx, a client module, reaches the server only as a client reference.
/** The `type` values of `ToggleGroup`: one pressed item at most, or any number. */
export const toggleGroupTypes = ['single', 'multiple'] as const;

/** The `size` values of `ToggleGroup` and `SegmentedControl`: the items' height, as the form controls'. */
export const toggleGroupSizes = ['sm', 'md', 'lg'] as const;
