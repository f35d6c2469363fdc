import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formValidityStates } from './constants';

/** One of the `ValidityState` flags `Form` reads, such as `valueMissing`. */
export type FormValidityState = (typeof formValidityStates)[number];

/** The values of a form: one entry per `name`; a name sent several times (checkboxes, `select multiple`) holds an array. */
export type FormValues = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/** Error messages by control `name`. */
export type FormErrors = Record<string, string>;

/**
 * The values of a `FormData`, as an object: a name sent once gives a string (or a `File`), a name
 * sent several times an array. Names in `arrayNames` always give an array, even with one value or
 * none, so a group of checkboxes has the same shape whatever the visitor ticked.
 */
export function formDataToValues(formData: FormData, arrayNames: Iterable<string> = []): FormValues {
  const values: FormValues = {};
  for (const name of arrayNames) values[name] = [];
  for (const [name, value] of formData.entries()) {
    const current = values[name];
    if (current === undefined) values[name] = value;
    else if (Array.isArray(current)) current.push(value);
    else values[name] = [current, value];
  }
  return values;
}

/**
 * The names of the controls of `form` whose value is a list: a `select multiple`, or checkboxes that
 * share their name.
 */
export function arrayNamesOf(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  const checkboxes = new Map<string, number>();
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (!name) continue;
    if (element instanceof HTMLSelectElement && element.multiple) names.add(name);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      const count = (checkboxes.get(name) ?? 0) + 1;
      checkboxes.set(name, count);
      if (count > 1) names.add(name);
    }
  }
  return names;
}

/**
 * The dotted name of a Standard Schema issue's `path` (`['address', 'city']` → `'address.city'`,
 * `['tags', 1]` → `'tags.1'`); `''` for an issue about the whole form.
 */
export function issuePathToName(path: StandardSchemaV1.Issue['path']): string {
  if (!path) return '';
  return path
    .map((segment) => {
      const key = typeof segment === 'object' ? segment.key : segment;
      return typeof key === 'symbol' ? (key.description ?? '') : String(key);
    })
    .join('.');
}

/**
 * The control `name` among `names` that an issue's dotted name points at: the name itself, else
 * the name without its trailing indexes (`'tags.1'` → `'tags'`, the repeated name of a group), else
 * its nearest parent that is a control. `undefined` when none is: the issue is about the whole form.
 */
export function matchFieldName(issueName: string, names: ReadonlySet<string>): string | undefined {
  const parts = issueName === '' ? [] : issueName.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (names.has(candidate)) return candidate;
    parts.pop();
  }
  return undefined;
}

/**
 * The issues of a failed Standard Schema validation, sorted by control: the first message of each
 * `name` in `names` goes to `fields`; the others (an issue about the whole form, or about a value no
 * control holds) go to `form`.
 */
export function issuesToErrors(
  issues: ReadonlyArray<StandardSchemaV1.Issue>,
  names: ReadonlySet<string>,
): { fields: FormErrors; form: string[] } {
  const fields: FormErrors = {};
  const form: string[] = [];
  for (const issue of issues) {
    const name = matchFieldName(issuePathToName(issue.path), names);
    if (name === undefined) {
      if (!form.includes(issue.message)) form.push(issue.message);
    } else if (!(name in fields)) {
      fields[name] = issue.message;
    }
  }
  return { fields, form };
}

/** One message for each name of a server's errors: several messages are joined into one text. */
export function normalizeErrors(errors: Readonly<Record<string, string | readonly string[]>> | undefined): FormErrors {
  const result: FormErrors = {};
  if (!errors) return result;
  for (const [name, value] of Object.entries(errors)) {
    const text = typeof value === 'string' ? value : value.filter(Boolean).join(' ');
    if (text) result[name] = text;
  }
  return result;
}

/** A control of a form that takes part in constraint validation. */
export type FormControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The first flag of `validity` that is set, in the order of `formValidityStates`. */
export function failedValidityState(validity: ValidityState): FormValidityState | undefined {
  return formValidityStates.find((state) => validity[state]);
}

/** How `Form` words a failed constraint: the app's function first, then its message for the flag, then the browser's. */
export interface ConstraintMessageOptions {
  validationMessages?: Partial<Record<FormValidityState, string>> | undefined;
  getValidationMessage?: ((element: FormControlElement, state: FormValidityState) => string | undefined) | undefined;
}

/**
 * The named controls of `form` that constraint validation checks, in document order (disabled,
 * read-only, hidden and button elements are left out by `willValidate`).
 */
export function validatableControls(form: HTMLFormElement, name?: string): FormControlElement[] {
  return Array.from(form.elements).filter(
    (element): element is FormControlElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name !== '' &&
      (name === undefined || element.name === name) &&
      element.willValidate,
  );
}

/** The constraint errors of `form` (or of its controls called `name`), one message per name. */
export function constraintErrors(form: HTMLFormElement, options: ConstraintMessageOptions, name?: string): FormErrors {
  const errors: FormErrors = {};
  for (const element of validatableControls(form, name)) {
    if (element.name in errors) continue;
    const state = failedValidityState(element.validity);
    if (!state) continue;
    errors[element.name] =
      options.getValidationMessage?.(element, state) ??
      options.validationMessages?.[state] ??
      element.validationMessage;
  }
  return errors;
}

/** The names of the controls of `form`, in document order, each once. */
export function controlNames(form: HTMLFormElement): string[] {
  const names: string[] = [];
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
