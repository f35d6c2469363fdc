import type { SatteriFeatures } from '@astrojs/markdown-satteri';

/**
 * How the site's Markdown is read, by the build (astro.config.ts) and by the tests that read the
 * collections (read.ts) alike. `{#id}` after a heading keeps a section's anchor stable when its
 * title changes; smart punctuation is off because it writes English quotes, while the texts carry
 * French typography as typed (« », no-break spaces).
 */
export const markdownFeatures: SatteriFeatures = { headingAttributes: true, smartPunctuation: false };
