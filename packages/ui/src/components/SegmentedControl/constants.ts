// Plain values of the SegmentedControl API: a server component can read them, whereas every
// export of SegmentedControl.tsx, a client module, reaches the server only as a client reference.
/** The `size` values of `SegmentedControl`: the segments' height, as the form controls'. */
export const segmentedControlSizes = ['sm', 'md', 'lg'] as const;
