import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { milestonesOf, teamOf } from '../content/about';
import { readCollection } from '../content/read';
import { milestoneSchema, teamMemberSchema } from '../content/schemas';

const team = teamOf(await readCollection('team', teamMemberSchema));
const milestones = milestonesOf(await readCollection('milestones', milestoneSchema));

describe('about page', () => {
  it('presents eight people, the founder first, each once', () => {
    expect(team).toHaveLength(8);
    expect(team[0]).toMatchObject({ name: 'Hery Rakotomalala', role: 'Gérant et fondateur' });
    expect(new Set(team.map((member) => member.id)).size).toBe(team.length);
  });

  it('tells the history from the foundation, in the month the company facts give', () => {
    const [foundation, ...rest] = milestones;
    expect(foundation).toMatchObject({
      date: site.foundedOn.slice(0, 7),
      dateLabel: 'Janvier 2025',
      title: 'Fondation',
    });
    expect(foundation?.description).toBe(
      `Création de ${site.brand}, ${site.legalForm} immatriculée au ${site.registry}, le 10 janvier 2025.`,
    );
    expect(rest.map((milestone) => milestone.date)).toEqual(['2025-02', '2025-04', '2025-05', '2025-07']);
    expect(rest.at(-1)?.description).toContain(site.address.locality);
  });
});
