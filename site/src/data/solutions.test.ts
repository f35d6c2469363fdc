import { describe, expect, it } from 'vitest';
import { solutionCaseStudies, solutions, solutionsMeta, technologies } from './solutions';

describe('solutions', () => {
  it('has six offerings with features and benefits', () => {
    expect(solutions.map((solution) => solution.icon)).toEqual([
      'Cloud',
      'Shield',
      'Smartphone',
      'Database',
      'Workflow',
      'ShoppingCart',
    ]);
    expect(new Set(solutions.map((solution) => solution.id)).size).toBe(6);
    for (const solution of solutions) {
      expect(solution.features.length).toBeGreaterThan(0);
      expect(solution.benefits.length).toBeGreaterThan(0);
    }
  });

  it('has eleven technologies, all between 78 and 95 %', () => {
    expect(technologies).toHaveLength(11);
    expect(new Set(technologies.map((technology) => technology.name)).size).toBe(11);
    for (const { proficiency } of technologies) {
      expect(proficiency).toBeGreaterThanOrEqual(78);
      expect(proficiency).toBeLessThanOrEqual(95);
    }
    expect(Math.min(...technologies.map((technology) => technology.proficiency))).toBe(78);
    expect(Math.max(...technologies.map((technology) => technology.proficiency))).toBe(95);
  });

  it('has three case studies with results', () => {
    expect(solutionCaseStudies).toHaveLength(3);
    for (const study of solutionCaseStudies) {
      expect(study.results.length).toBeGreaterThan(0);
    }
  });

  it('has a page description of a useful length', () => {
    expect(solutionsMeta.description.length).toBeGreaterThanOrEqual(120);
    expect(solutionsMeta.description.length).toBeLessThanOrEqual(160);
  });
});
