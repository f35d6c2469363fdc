import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import {
  colorSchemes,
  colors,
  contrastPairs,
  darkColors,
  darkPalette,
  palette,
  textStyles,
  textStyleTokens,
} from './tokens';

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

const schemes = Object.entries(colorSchemes).map(([scheme, values]) => ({ scheme, values }));

describe.each(schemes)('$scheme scheme contrast', ({ values }) => {
  it.each(contrastPairs)(
    '$usage: $foreground on $background reaches $minimum:1',
    ({ foreground, background, minimum }) => {
      expect(contrastRatio(values[foreground], values[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('colour schemes', () => {
  it('give every token a value in both schemes', () => {
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(colors).sort());
  });

  // A pair listed once is checked in both schemes, so each token must keep its job in the dark.
  it('keep text lighter than its background in the dark and darker in the light', () => {
    expect(relativeLuminance(colors.text)).toBeLessThan(relativeLuminance(colors.background));
    expect(relativeLuminance(darkColors.text)).toBeGreaterThan(relativeLuminance(darkColors.background));
  });
});

const scalesOf = (source: typeof palette | typeof darkPalette) =>
  Object.entries(source).flatMap(([name, steps]) =>
    typeof steps === 'object' ? [{ name, steps: steps as Record<string, string> }] : [],
  );
const scales = scalesOf(palette);
const darkScales = scalesOf(darkPalette);

describe.each([
  { scheme: 'light', source: palette, values: colors, list: scales },
  { scheme: 'dark', source: darkPalette, values: darkColors, list: darkScales },
])('$scheme palette', ({ scheme, source, values, list }) => {
  // A gap in a scale leaves a designer without the step a role asks for.
  it.each(list)('$name has the twelve steps, each a #rrggbb colour', ({ steps }) => {
    expect(Object.keys(steps)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    for (const value of Object.values(steps)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  // Steps 1–8 run from the page background toward strong borders (darker in the light scheme,
  // lighter in the dark one), and step 12 is the far end; 9–11 are tuned per hue.
  it.each(list)('$name moves away from the background from step 1 to 8 and ends furthest at 12', ({ steps }) => {
    const luminance = Object.values(steps).map((value) => relativeLuminance(value));
    const away = scheme === 'light' ? (value: number) => -value : (value: number) => value;
    for (let step = 1; step < 8; step += 1)
      expect(away(luminance[step] ?? 0)).toBeGreaterThan(away(luminance[step - 1] ?? 0));
    expect(Math.max(...luminance.map(away))).toBe(away(luminance[11] ?? 0));
  });

  it('draws every solid semantic colour from it', () => {
    const known = new Set<string>([source.white, ...list.flatMap(({ steps }) => Object.values(steps))]);
    const solid = Object.entries(values).filter(([, value]) => value.startsWith('#'));
    for (const [name, value] of solid) expect({ name, inPalette: known.has(value) }).toEqual({ name, inPalette: true });
  });

  it('has the same scales as the other scheme', () => {
    expect(list.map(({ name }) => name)).toEqual(scales.map(({ name }) => name));
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
