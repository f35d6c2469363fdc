// One « @ », something before it, a dot in the domain and no spaces: strict enough to catch typos
// without refusing the unusual but valid addresses a stricter pattern would.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether `email` looks like a deliverable address (`nom@exemple.com`). */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}
