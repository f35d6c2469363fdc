/** `text` as a regular expression that matches it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** A regular expression matching `text` literally at the end of a string. */
export function endsWith(text: string): RegExp {
  return new RegExp(`${literal(text).source}$`);
}
