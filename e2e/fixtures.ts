import { test as base, expect, type ConsoleMessage } from '@playwright/test';

interface ConsoleOptions {
  /** Fail the test when the page logs an error or a warning, or throws. On by default. */
  failOnConsole: boolean;
  /** Expected messages to leave out, e.g. the browser's own log of a document's 404 status. */
  allowedConsole: RegExp[];
}

interface ConsoleFixtures {
  /** Console errors and warnings and uncaught page errors collected during the test. */
  consoleProblems: string[];
}

const reported: ReadonlySet<ReturnType<ConsoleMessage['type']>> = new Set(['error', 'warning']);

/**
 * `test` whose pages must stay silent: any console error or warning (a React hydration
 * mismatch, a failed request, an unhandled exception) fails the test after it ran.
 * Opt out with `test.use({ failOnConsole: false })` where a problem is the point of the test.
 */
export const test = base.extend<ConsoleFixtures & ConsoleOptions>({
  failOnConsole: [true, { option: true }],
  allowedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, failOnConsole, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (!reported.has(message.type())) return;
        const { url, lineNumber } = message.location();
        problems.push(`console.${message.type()}: ${message.text()} (${url}:${lineNumber})`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      // `test.use({ allowedConsole: [a, b] })` reads as a [value, options] pair: accept one pattern too.
      const allowed: RegExp[] = [allowedConsole].flat();
      const unexpected = problems.filter((problem) => !allowed.some((re) => re.test(problem)));
      if (failOnConsole) expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
