'use client';

import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { composeRefs } from '../../utils/composeRefs';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Alert } from '../Alert/Alert';
import { useLocaleSettings, useMessages } from '../LocaleProvider/context';
import { form as english } from '../LocaleProvider/en/form';
import { formatMessage } from '../LocaleProvider/messages';
import * as styles from './Form.css';
import { FormContext, type FormContextValue } from './FormContext';
import { FormChangeContext } from './formValue';
import {
  arrayNamesOf,
  constraintErrors,
  controlNames,
  formDataToValues,
  issuesToErrors,
  normalizeErrors,
  type FormControlElement,
  type FormErrors,
  type FormValidityState,
  type FormValues,
} from './values';

/** What `onSubmit` receives: the schema's output when the form has a `schema`, else the form's values by `name`. */
export type FormOutput<Schema extends StandardSchemaV1 | undefined> = Schema extends StandardSchemaV1
  ? StandardSchemaV1.InferOutput<Schema>
  : FormValues;

export interface FormProps<Schema extends StandardSchemaV1 | undefined = undefined> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate' | 'children'
> {
  /**
   * A Standard Schema (Zod, Valibot, ArkType…) checked on submit after the browser's constraints,
   * against the form's values by `name`. Each issue shows on the control its `path` names; the
   * others above the form. Synchronous or asynchronous.
   */
  schema?: Schema;
  /**
   * Called once the form is valid, with its values (the schema's output when there is a `schema`)
   * and the submit event, whose default is then prevented. While the promise it returns is pending,
   * the form is `pending` and ignores another submit. Without it, a valid form submits natively
   * (its `action`).
   */
  onSubmit?: (values: FormOutput<Schema>, event: SubmitEvent<HTMLFormElement>) => void | Promise<void>;
  /**
   * Errors from the server by control `name`, such as « Cette adresse est déjà inscrite. »; several
   * messages of one name are shown one after the other. A field's error goes as soon as the visitor
   * changes it. Each new object (one per response: keep it in state, not inline) shows them all
   * again and moves the focus to the first.
   */
  errors?: Readonly<Record<string, string | readonly string[]>>;
  /** An error about the whole form (« Le service est indisponible. »), in a danger `Alert` above the fields. */
  error?: ReactNode;
  /**
   * Messages for the browser's constraints, by `ValidityState` flag (`valueMissing`, `typeMismatch`…).
   * @default the browser's `validationMessage`, in the browser's language
   */
  validationMessages?: Partial<Record<FormValidityState, string>>;
  /**
   * The message of one control that fails a constraint, such as « Saisissez votre nom. »; return
   * `undefined` to fall back on `validationMessages`, then the browser's `validationMessage`.
   */
  getValidationMessage?: (element: FormControlElement, state: FormValidityState) => string | undefined;
  /**
   * Announced after a failed submit on one field; `{count}` is replaced by 1.
   * @default messages.form.errorSummaryOne ('{count} field to correct' in English)
   */
  errorSummaryOne?: string;
  /**
   * Announced after a failed submit on several fields; `{count}` is replaced by their number.
   * @default messages.form.errorSummaryOther ('{count} fields to correct' in English)
   */
  errorSummaryOther?: string;
  /** The fields and buttons; a function receives the form's state (`pending`, `errors`), for a submit button. */
  children: ReactNode | ((state: FormContextValue) => ReactNode);
}

interface Report {
  /** Control names to correct, in any order: the focus goes to the first in the page. */
  names: string[];
  /** Counts the reports, so the same summary is announced again after another failed submit. */
  id: number;
}

const nextReport =
  (names: string[]) =>
  (previous: Report | null): Report => ({ names, id: (previous?.id ?? 0) + 1 });

const outside: FormContextValue = { errors: {}, formErrors: [], pending: false, submitted: false };

/**
 * The state of the surrounding `Form`: its errors by `name`, whether it is `pending`. For a submit
 * button that shows a spinner, or a control of the app's own that shows its error (`Field` and
 * `RadioGroup` read theirs by `name`).
 * Outside a `Form`, no errors and not pending.
 */
export function useFormContext(): FormContextValue {
  return use(FormContext) ?? outside;
}

const noNames: ReadonlySet<string> = new Set();

const sameMessages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((message, index) => message === b[index]);
const subscribeToNothing = () => () => {};

// An input that is not rendered (`hidden`, `display: none`) ignores `focus()`: the focus would stay
// on the submit button.
const isFocusable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  !(element instanceof HTMLInputElement && element.type === 'hidden') &&
  !(element as HTMLInputElement).disabled &&
  element.checkVisibility?.() !== false;

/**
 * A form that checks its fields on submit and shows each error on its `Field` (by `name`): the
 * browser's constraints (`required`, `type="email"`, `pattern`, `min`…) without its bubbles, then a
 * Standard Schema when given one, then the server's `errors`. After every failed submit, the focus
 * moves to the first field to correct (to the part of it the visitor uses: a date's first segment, a
 * group's chosen button) and a live region says how many there are. After the first submit, each
 * field is checked again as the visitor changes it, so its error goes as soon as it is fixed: every
 * control of the package takes part the same way, native or not (`Combobox`, `Listbox`,
 * `NumberField`, the date pickers, `Slider`, `SegmentedControl`, `ToggleGroup` included).
 *
 * Before hydration it is a plain `<form>`: the browser checks the constraints and posts to `action`.
 * `ref` and the native attributes go to the `<form>`.
 */
export function Form<Schema extends StandardSchemaV1 | undefined = undefined>({
  schema,
  onSubmit,
  errors: serverErrors,
  error,
  validationMessages,
  getValidationMessage,
  errorSummaryOne,
  errorSummaryOther,
  className,
  children,
  onChange,
  onReset,
  ref,
  ...rest
}: FormProps<Schema>) {
  const text = useMessages('form', english);
  const { locale } = useLocaleSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => composeRefs(formRef, ref), [ref]);
  // The browser checks the constraints itself until the script runs; then the form shows the errors.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const [schemaFormErrors, setSchemaFormErrors] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const [report, setReport] = useState<Report | null>(null);
  const nativeSubmit = useRef(false);
  const revalidation = useRef<Record<string, number>>({});

  // The server's errors show until the visitor edits their field; a new object shows them all again.
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [editedNames, setEditedNames] = useState(noNames);
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setEditedNames(noNames);
    const names = Object.keys(normalizeErrors(serverErrors));
    if (names.length > 0) setReport(nextReport(names));
  }

  const errors = useMemo(() => {
    const merged: FormErrors = {};
    for (const [name, message] of Object.entries(normalizeErrors(serverErrors))) {
      if (!editedNames.has(name)) merged[name] = message;
    }
    return { ...merged, ...clientErrors };
  }, [serverErrors, editedNames, clientErrors]);

  const messageOptions = { validationMessages, getValidationMessage };

  useEffect(() => {
    const form = formRef.current;
    if (!report || !form) return;
    const target = Array.from(form.elements).find(
      (element) => report.names.includes((element as HTMLInputElement).name) && isFocusable(element),
    );
    (target as HTMLElement | undefined)?.focus();
    if (!target) alertRef.current?.focus();
  }, [report]);

  const startPending = () => {
    pendingRef.current = true;
    setPending(true);
  };
  const stopPending = () => {
    pendingRef.current = false;
    setPending(false);
  };

  const run = (promise: Promise<void>) => {
    startPending();
    // A rejection stays unhandled on purpose: the app reports failures through `errors` and `error`.
    void promise.finally(stopPending);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (nativeSubmit.current) {
      // The second submit of a form checked asynchronously, with no `onSubmit`: the browser posts it.
      nativeSubmit.current = false;
      return;
    }
    if (pendingRef.current) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const submitter = event.nativeEvent.submitter;
    const skip = submitter?.hasAttribute('formnovalidate') ?? false;
    const native = skip ? {} : constraintErrors(form, messageOptions);
    const values = formDataToValues(new FormData(form, submitter), arrayNamesOf(form));

    const finish = (fieldErrors: FormErrors, formErrors: string[], output: unknown, deferred: boolean) => {
      const merged = { ...fieldErrors, ...native };
      const names = Object.keys(merged);
      setClientErrors(merged);
      setSchemaFormErrors(formErrors);
      setSubmitted(true);
      if (names.length > 0 || formErrors.length > 0) {
        if (!deferred) event.preventDefault();
        setReport(nextReport(names));
        return;
      }
      setReport(null);
      if (onSubmit) {
        if (!deferred) event.preventDefault();
        const result = onSubmit(output as FormOutput<Schema>, event);
        if (result instanceof Promise) run(result);
      } else if (deferred) {
        nativeSubmit.current = true;
        form.requestSubmit(submitter);
      }
    };

    if (!schema || skip) {
      finish({}, [], values, false);
      return;
    }
    const names = new Set(controlNames(form));
    const settle = (result: StandardSchemaV1.Result<unknown>, deferred: boolean) => {
      if (result.issues) {
        const sorted = issuesToErrors(result.issues, names);
        finish(sorted.fields, sorted.form, undefined, deferred);
      } else {
        finish({}, [], result.value, deferred);
      }
    };
    const result = schema['~standard'].validate(values);
    if (result instanceof Promise) {
      event.preventDefault();
      startPending();
      result.then(
        (settled) => {
          stopPending();
          settle(settled, true);
        },
        (reason: unknown) => {
          stopPending();
          throw reason;
        },
      );
    } else {
      settle(result, false);
    }
  };

  /** Checks the controls called `name` again, after the first submit: their error goes once they are fixed. */
  const revalidate = (form: HTMLFormElement, name: string) => {
    const id = (revalidation.current[name] ?? 0) + 1;
    revalidation.current[name] = id;
    const apply = (message: string | undefined, formErrors?: string[]) => {
      if (revalidation.current[name] !== id) return;
      setClientErrors((current) => {
        if (current[name] === message) return current;
        const next = { ...current };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      });
      // A new but equal list would render every field again at each key pressed.
      if (formErrors) setSchemaFormErrors((current) => (sameMessages(current, formErrors) ? current : formErrors));
    };
    const native = constraintErrors(form, messageOptions, name)[name];
    if (native !== undefined || !schema) {
      apply(native);
      return;
    }
    const names = new Set(controlNames(form));
    const fromResult = (result: StandardSchemaV1.Result<unknown>) => {
      if (!result.issues) return apply(undefined, []);
      const sorted = issuesToErrors(result.issues, names);
      apply(sorted.fields[name], sorted.form);
    };
    const result = schema['~standard'].validate(formDataToValues(new FormData(form), arrayNamesOf(form)));
    if (result instanceof Promise) void result.then(fromResult);
    else fromResult(result);
  };

  /**
   * The visitor changed the value sent under `name`: the server's error for it goes, and after a
   * failed submit the name is checked again. Every control reaches it, whether its value lives in a
   * native input (the form's `change` events) or not (`FormChangeContext`).
   */
  const valueChanged = (form: HTMLFormElement, name: string) => {
    if (serverErrors && name in serverErrors && !editedNames.has(name)) {
      setEditedNames((current) => new Set(current).add(name));
    }
    if (submitted) revalidate(form, name);
  };

  const handleChange = (event: ChangeEvent<HTMLFormElement>) => {
    onChange?.(event);
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name) valueChanged(event.currentTarget, name);
  };

  // A control that reports a change has only set its state: its inputs hold the new value once
  // React has committed it, so the names wait for the next commit to be checked.
  const reportedNames = useRef(new Set<string>());
  const [reports, setReports] = useState(0);
  const reportChange = useCallback((name: string) => {
    reportedNames.current.add(name);
    setReports((count) => count + 1);
  }, []);
  const checkReportedNames = useEffectEvent(() => {
    const form = formRef.current;
    const names = Array.from(reportedNames.current);
    reportedNames.current.clear();
    if (form) for (const name of names) valueChanged(form, name);
  });
  useEffect(() => {
    if (reports > 0) checkReportedNames();
  }, [reports]);

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    onReset?.(event);
    // A reset form starts over: no error shows until the next submit, the server's included.
    setClientErrors({});
    setSchemaFormErrors([]);
    setSubmitted(false);
    setReport(null);
    setEditedNames(new Set(Object.keys(normalizeErrors(serverErrors))));
  };

  const context: FormContextValue = useMemo(
    () => ({ errors, formErrors: schemaFormErrors, pending, submitted }),
    [errors, schemaFormErrors, pending, submitted],
  );

  const count = report?.names.length ?? 0;
  const summaryTemplate =
    count === 0
      ? undefined
      : new Intl.PluralRules(locale).select(count) === 'one'
        ? (errorSummaryOne ?? text.errorSummaryOne)
        : (errorSummaryOther ?? text.errorSummaryOther);
  const summary = summaryTemplate === undefined ? '' : formatMessage(summaryTemplate, { count });
  const hasFormError = Boolean(error) || schemaFormErrors.length > 0;

  return (
    <form
      ref={refs}
      className={cx(styles.form, className)}
      noValidate={hydrated}
      aria-busy={pending || undefined}
      data-pending={pending ? '' : undefined}
      onSubmit={handleSubmit}
      onChange={handleChange}
      onReset={handleReset}
      {...rest}
    >
      <div role="status" className={visuallyHidden}>
        {summary ? <span key={report?.id}>{summary}</span> : null}
      </div>
      {hasFormError ? (
        <Alert ref={alertRef} tone="danger" tabIndex={-1} className={styles.alert}>
          {error}
          {schemaFormErrors.length === 1 ? <p className={styles.formErrors}>{schemaFormErrors[0]}</p> : null}
          {schemaFormErrors.length > 1 ? (
            <ul className={styles.formErrors}>
              {schemaFormErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <FormChangeContext value={reportChange}>
        <FormContext value={context}>{typeof children === 'function' ? children(context) : children}</FormContext>
      </FormChangeContext>
    </form>
  );
}
