import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colors, contrastPairs } from './tokens';

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
