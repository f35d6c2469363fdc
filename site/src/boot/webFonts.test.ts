import { fontFamilies } from '@company/ui/theme';
import { describe, expect, it } from 'vitest';
import { webFontLoads, withoutWebFonts } from './webFonts';

describe('withoutWebFonts', () => {
  it('starts the theme stacks at their metric-matched fallback', () => {
    expect(withoutWebFonts(fontFamilies.body)).toMatch(/^'Inter Fallback', /);
    expect(withoutWebFonts(fontFamilies.heading)).toMatch(/^'Space Grotesk Fallback', /);
    expect(withoutWebFonts(fontFamilies.body)).not.toContain("'Inter'");
  });

  it('refuses a stack with no local fallback, whose text would wait for nothing', () => {
    expect(() => withoutWebFonts("'Inter Variable', sans-serif")).toThrow(/No local fallback/);
  });
});

describe('webFontLoads', () => {
  it('asks for the first web family of each stack, bold for headings', () => {
    expect(webFontLoads).toEqual(["1em 'Inter Variable'", "700 1em 'Space Grotesk Variable'"]);
  });
});
