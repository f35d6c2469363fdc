/**
 * French typography that every string a visitor reads must follow, as [rule, pattern that breaks
 * it]: the content modules' tests and the documents' tests check their strings against it.
 */
export const frenchTypographyRules: [string, RegExp][] = [
  ['straight apostrophe (use ’)', /'/],
  ['ordinary space before : ; ! ? » or %', /[ \t\n][:;!?»%]/],
  ['« not followed by a no-break space', /«(?!\u00a0)/],
  ['» not preceded by a no-break space', /(?<!\u00a0)»/],
  // The phone number keeps its own spacing.
  ['ordinary space as a thousands separator', /\d \d{3}(?!\d)/],
  ['ordinary space between a number and h or min', /\d (?:h|min)(?![\p{L}\d])/u],
  ['three dots instead of …', /\.\.\./],
  ['double space', / {2}/],
  ['leading or trailing space', /^[ \t\n]|[ \t\n]$/],
];
