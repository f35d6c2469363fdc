import { describe, expect, it } from 'vitest';
import {
  blogUpcomingFeatures,
  careersUpcomingFeatures,
  restrictedFeatures,
  restrictedPageNames,
  underConstructionPages,
} from './restricted';

describe('restricted notices', () => {
  it.each(['login', 'register'] as const)('« %s » lists what the client space will offer, not job offers', (id) => {
    expect(restrictedFeatures(restrictedPageNames[id])).toEqual([
      'Suivi de vos demandes',
      'Documents et factures',
      'Messagerie avec l’équipe',
      'Gestion du profil',
    ]);
  });

  it('keeps the careers and blog lists on their own pages', () => {
    expect(restrictedFeatures(restrictedPageNames.careers)).toBe(careersUpcomingFeatures);
    expect(careersUpcomingFeatures).toContain('Offres d’emploi');
    expect(restrictedFeatures(restrictedPageNames.blog)).toBe(blogUpcomingFeatures);
    expect(blogUpcomingFeatures).toContain('Articles techniques');
  });
});

describe('under-construction pages', () => {
  it('keep the progress display at 75 %', () => {
    for (const page of Object.values(underConstructionPages)) expect(page.progress).toBe(75);
  });
});
