import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { colors, contrastPairs, palette, textStyles, textStyleTokens } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WCAG's own example: #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects values it cannot measure', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe('light theme contrast', () => {
  it.each(contrastPairs)(
    '$usage: $foreground on $background reaches $minimum:1',
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

const scales = Object.entries(palette).flatMap(([name, steps]) => (typeof steps === 'object' ? [{ name, steps }] : []));

describe('palette', () => {
  // A gap in a scale leaves a designer without the step a role asks for.
  it.each(scales)('$name has the twelve steps, each a #rrggbb colour', ({ steps }) => {
    expect(Object.keys(steps)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    for (const value of Object.values(steps)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  // Steps 1–8 and 12 run from light to dark; 9–11 are tuned per hue (a bright fill may sit above 8).
  it.each(scales)('$name darkens from step 1 to 8 and ends darkest at 12', ({ steps }) => {
    const luminance = Object.values(steps).map((value) => relativeLuminance(value));
    for (let step = 1; step < 8; step += 1) expect(luminance[step]).toBeLessThan(luminance[step - 1] ?? 0);
    expect(Math.min(...luminance)).toBe(luminance[11]);
  });

  it('draws every solid semantic colour from it', () => {
    const values = new Set<string>([palette.white, ...scales.flatMap(({ steps }) => Object.values(steps))]);
    const solid = Object.entries(colors).filter(([, value]) => value.startsWith('#'));
    for (const [name, value] of solid)
      expect({ name, inPalette: values.has(value) }).toEqual({ name, inPalette: true });
  });
});

describe('text styles', () => {
  it('resolve every style to complete values', () => {
    expect(Object.keys(textStyles)).toEqual(Object.keys(textStyleTokens));
    for (const style of Object.values(textStyles)) {
      expect(style.fontFamily).toBeTruthy();
      expect(style.fontSize).toMatch(/rem$/);
      expect(Number(style.lineHeight)).toBeGreaterThan(1);
      expect(Number(style.fontWeight)).toBeGreaterThanOrEqual(400);
      expect(style.letterSpacing).toBeDefined();
    }
  });
});
