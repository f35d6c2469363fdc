// What a page of a fixture app says went wrong, for the package check's browser steps.

/** Production React reports hydration errors by number only. */
const reactErrorMeaning = (text) => (/Minified React error #(418|423|425)\b/.test(text) ? ' (hydration mismatch)' : '');

/**
 * Listens to `page` from now on and returns the list it fills: console errors and warnings, and
 * uncaught errors, React's hydration mismatches named as such. A step pushes its own findings too.
 * @param {import('playwright').Page} page
 * @param {string[]} [problems] a list to add to
 * @returns {string[]}
 */
export function pageProblems(page, problems = []) {
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      problems.push(`console.${message.type()}${reactErrorMeaning(message.text())}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error${reactErrorMeaning(error.message)}: ${error.message}`));
  return problems;
}
