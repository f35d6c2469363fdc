declare module 'virtual:component-tokens' {
  /** The `--cui-*` variables each component's own styles read, by component name and token kind. */
  const tokens: Record<string, Record<string, string[]>>;
  export default tokens;
}
