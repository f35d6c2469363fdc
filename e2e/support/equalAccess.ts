import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** IBM Equal Access's rule engine, the browser build its npm package ships: injected, never fetched. */
const enginePath = createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js');

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
 * Runs the engine on the page as it is now and returns every finding that is not a pass. The engine
 * is injected as a script element, which the site's Content-Security-Policy refuses: the page's
 * context must be created with `bypassCSP` (the policy itself is tested in csp.spec.ts).
 */
export async function equalAccessIssues(page: Page): Promise<EqualAccessIssue[]> {
  await page.addScriptTag({ path: enginePath });
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
