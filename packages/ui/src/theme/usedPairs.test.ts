import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colorSchemes, contrastPairs, type ColorToken } from './tokens';

const components = join(import.meta.dirname, '..', 'components');
const styleFiles = readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.css.ts'),
);

/**
 * Every style block (object literal) of a `.css.ts` source that sets both a text colour and a
 * background from the colour tokens, as `{ foreground, background }` pairs. Properties count only
 * in their own block, so a hover selector's colour pairs with the hover background.
 */
function pairsIn(source: string): Array<{ foreground: ColorToken; background: ColorToken }> {
  const found: Array<{ foreground: ColorToken; background: ColorToken }> = [];
  const stack: string[] = [''];
  for (const character of source) {
    if (character === '{') stack.push('');
    else if (character === '}') {
      const block = stack.pop() ?? '';
      const foreground = /(?:^|[\s,{])color:\s*vars\.color\.(\w+)/.exec(block)?.[1];
      const background = /backgroundColor:\s*vars\.color\.(\w+)/.exec(block)?.[1];
      if (foreground && background)
        found.push({ foreground: foreground as ColorToken, background: background as ColorToken });
    } else stack[stack.length - 1] += character;
  }
  return found;
}

const used = styleFiles.flatMap((file) =>
  pairsIn(readFileSync(join(components, file), 'utf8')).map((pair) => ({ file, ...pair })),
);

describe('colour pairs the components set', () => {
  it('finds the pairs (the scan reads the style sources)', () => {
    expect(used.length).toBeGreaterThan(20);
  });

  it.each(used)('$file: $foreground on $background', ({ foreground, background }) => {
    // A listed pair carries its own minimum; any other is text, so 4.5:1.
    const listed = contrastPairs.find((pair) => pair.foreground === foreground && pair.background === background);
    const minimum = listed?.minimum ?? 4.5;
    for (const [scheme, values] of Object.entries(colorSchemes)) {
      const ratio = contrastRatio(values[foreground], values[background]);
      expect(ratio, `${scheme} scheme`).toBeGreaterThanOrEqual(minimum);
    }
  });
});
