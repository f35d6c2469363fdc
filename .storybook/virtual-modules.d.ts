declare module 'virtual:component-tokens' {
  /**
   * The `--cui-*` variables each component's own styles read, by component name, with the part
   * (the exported style) and the state (variant, selector, media query) that read them.
   */
  const tokens: Record<string, Array<{ part: string; state: string; tokens: string[] }>>;
  export default tokens;
}
