import { describe, expect, it } from 'vitest';
import { createLabelMatcher, foldText } from './matchOption';

describe('foldText', () => {
  it('drops case, accents and ligatures', () => {
    expect(foldText('École', 'fr')).toBe('ecole');
    expect(foldText('Cœur de Bœuf', 'fr')).toBe('coeur de boeuf');
    expect(foldText('Vohémar', 'fr')).toBe('vohemar');
  });

  it('turns punctuation and runs of spaces into one space', () => {
    expect(foldText('Saint-Étienne', 'fr')).toBe('saint etienne');
    expect(foldText('L’Haÿ-les-Roses', 'fr')).toBe('l hay les roses');
    expect(foldText('Ticket n°\u00a000042', 'fr')).toBe('ticket n° 00042');
  });
});

describe('createLabelMatcher', () => {
  const matches = createLabelMatcher('fr');

  it('finds a label that contains the query, whatever the accents and case', () => {
    expect(matches('École primaire', 'ecole')).toBe(true);
    expect(matches('Sécurité informatique', 'INFORMATIQUE')).toBe(true);
    expect(matches('Saint-Étienne', 'saint etienne')).toBe(true);
    expect(matches('Antananarivo', 'toliara')).toBe(false);
  });

  it('matches every label with an empty or blank query', () => {
    expect(matches('Toamasina', '')).toBe(true);
    expect(matches('Toamasina', '  ')).toBe(true);
  });
});
