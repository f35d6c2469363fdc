/**
 * The `asChild` prop of a part built on a Radix primitive. Radix declares it without a comment, so
 * each part takes it from here, documented, for its props table and its types.
 */
export interface AsChildProps {
  /** Renders the child element instead of the part's own, with the part's props and behaviour merged onto it. */
  asChild?: boolean;
}
