/**
 * Right to left, for a selector of a vanilla-extract style: `&${rtl}`, or `[data-overflow]${rtl} > &`
 * for an ancestor. It reads the `dir` attributes as `:dir(rtl)` does: the element's own or an
 * ancestor's, unless a `dir="ltr"` lies between that ancestor and the element.
 *
 * Not `:dir(rtl)`: a minifier that lowers it for browsers without it (Lightning CSS, which Vite 8
 * minifies CSS with) rewrites it as `:lang(ar, he, …)`, so in an app the mirroring followed the
 * page's language, not its direction. Attribute selectors come through every minifier as they are.
 * It adds no specificity (`:where`), so the rule keeps its place against the ones it overrides.
 */
export const rtl = ':where([dir="rtl"], [dir="rtl"] *):not(:where([dir="ltr"], [dir="rtl"] [dir="ltr"] *))';
