import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { animationsSettled } from './motion';

/** IBM Equal Access's rule engine, the browser build its npm package ships: injected, never fetched. */
const engineSource = readFileSync(
  createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'),
  'utf8',
);

/**
 * The rule set the IBM Equal Access Accessibility Checker runs by default: WCAG 2.0, 2.1 and 2.2 A
 * and AA, plus IBM's own requirements.
 */
const policy = 'IBM_Accessibility';

/**
 * Rules left out, each with the reason. None today: every rule the engine reports as a violation on
 * this site is either fixed or is a finding to fix. A rule that disagrees with WAI-ARIA practice
 * goes here, named, with the practice it contradicts.
 */
export const disabledRules: Readonly<Record<string, string>> = {};

/** The checker's report levels, from its rule policy (violation, recommendation) and confidence. */
export type EqualAccessLevel =
  'violation' | 'potentialviolation' | 'recommendation' | 'potentialrecommendation' | 'manual';

/** One finding: its level, its rule, what the engine says, and where. */
export interface EqualAccessIssue {
  level: EqualAccessLevel;
  ruleId: string;
  message: string;
  /** XPath of the element. */
  path: string;
  /** The element's start tag. */
  snippet: string;
}

/**
 * Runs the engine on the page once its running animations have ended (a panel fading in has text of
 * a lower contrast until it is opaque) and returns every finding that is not a pass. The engine
 * is evaluated through the browser's debugging protocol, as axe is, not added as a script element:
 * the page keeps its own Content-Security-Policy while it is analysed.
 */
export async function equalAccessIssues(page: Page): Promise<EqualAccessIssue[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(engineSource);
  const issues = await page.evaluate(async (policyId) => {
    interface EngineIssue {
      ruleId: string;
      value: [string, string];
      message: string;
      path: { dom: string };
      snippet: string;
    }
    interface Engine {
      Checker: new () => { check: (root: Document, policies: string[]) => Promise<{ results: EngineIssue[] }> };
    }
    const engine = (window as unknown as { ace: Engine }).ace;
    const report = await new engine.Checker().check(document, [policyId]);
    return report.results
      .filter(({ value: [, confidence] }) => confidence !== 'PASS')
      .map(({ ruleId, value: [rulePolicy, confidence], message, path, snippet }) => ({
        ruleId,
        rulePolicy,
        confidence,
        message,
        path: path.dom,
        snippet,
      }));
  }, policy);
  return issues
    .filter(({ ruleId }) => !(ruleId in disabledRules))
    .map(({ rulePolicy, confidence, ...issue }) => ({ ...issue, level: levelOf(rulePolicy, confidence) }));
}

/** The level the checker's own reports give a result (`violation` is a certain failure of a required rule). */
function levelOf(rulePolicy: string, confidence: string): EqualAccessLevel {
  if (confidence === 'MANUAL') return 'manual';
  const potential = confidence === 'POTENTIAL' ? 'potential' : '';
  return `${potential}${rulePolicy === 'VIOLATION' ? 'violation' : 'recommendation'}` as EqualAccessLevel;
}

const levels: EqualAccessLevel[] = [
  'violation',
  'potentialviolation',
  'recommendation',
  'potentialrecommendation',
  'manual',
];

/**
 * Runs the engine and fails the test on a `violation`. The other levels need a person to judge them
 * (« potential violation »: verify that the colour is not the only cue, that a text is not a
 * heading...) or are advice (« recommendation »): they are counted in the test's annotations and
 * attached to its report, and do not fail it.
 */
export async function expectNoEqualAccessViolations(page: Page, testInfo: TestInfo, where: string) {
  const issues = await equalAccessIssues(page);
  const count = (level: EqualAccessLevel) => issues.filter((issue) => issue.level === level).length;
  testInfo.annotations.push({
    type: 'IBM Equal Access',
    description: levels.map((level) => `${level}: ${count(level)}`).join(', '),
  });
  await testInfo.attach('equal-access.json', {
    body: JSON.stringify(issues, null, 2),
    contentType: 'application/json',
  });
  expect(
    issues
      .filter((issue) => issue.level === 'violation')
      .map(({ ruleId, message, path, snippet }) => `${ruleId}: ${message} at ${path} ${snippet}`),
    `IBM Equal Access violations on ${where}`,
  ).toEqual([]);
}
