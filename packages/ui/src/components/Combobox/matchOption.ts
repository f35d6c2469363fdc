/**
 * Text folded for matching: lower case in the locale, without accents or ligatures, with
 * punctuation (hyphens, apostrophes) turned into single spaces, so that « ecole » finds « École »,
 * « coeur » finds « Cœur » and « saint etienne » finds « Saint-Étienne ».
 */
export function foldText(text: string, locale?: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase(locale)
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[\p{P}\p{Z}\s]+/gu, ' ')
    .trim();
}

/**
 * A matcher of labels against a query, both folded with `foldText`: a label matches when it
 * contains the query. Each label is folded once and kept, so typing in a long list stays fast.
 */
export function createLabelMatcher(locale?: string) {
  const folded = new Map<string, string>();
  const fold = (label: string) => {
    let value = folded.get(label);
    if (value === undefined) {
      value = foldText(label, locale);
      folded.set(label, value);
    }
    return value;
  };
  // The list calls the matcher once per option with the same query: fold that query once.
  let lastQuery = '';
  let needle = '';
  return (label: string, query: string): boolean => {
    if (query !== lastQuery) {
      lastQuery = query;
      needle = foldText(query, locale);
    }
    return needle === '' || fold(label).includes(needle);
  };
}
