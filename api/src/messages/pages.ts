// The pages a form post gets back (the visitor's browser runs no script): a confirmation, the form
// again with its errors, or a page that says the message could not be stored, with the visitor's
// text shown back. Plain HTML and one small style sheet, allowed by its hash alone.
import { contactForm } from '@company/contract/forms';
import { supportForm } from '@company/contract/forms';
import {
  honeypotField,
  idempotencyField,
  messageCopy,
  messageEndpoints,
  messageFields,
  type MessageFieldErrors,
  type MessageKind,
} from '@company/contract/messages';
import { pageTitle, phoneHref, company } from '@company/contract/company';

/** Every character HTML could read as markup, as an entity. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const style = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;padding:2rem 1rem}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.75rem;line-height:1.2}
label{display:block;font-weight:600;margin-top:1.25rem}
input,select,textarea{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem;font:inherit;border:1px solid;border-radius:.25rem}
textarea{min-height:10rem}
[aria-invalid=true]{border-width:3px;border-color:#b3261e}
.error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.summary{border:3px solid #b3261e;padding:0 1rem;margin:1rem 0}
button{margin-top:1.5rem;padding:.625rem 1.25rem;font:inherit;font-weight:600;border-radius:.25rem;cursor:pointer}
a{text-underline-offset:.15em}
:focus-visible{outline:3px solid;outline-offset:2px}
@media (prefers-color-scheme:dark){[aria-invalid=true],.summary{border-color:#f2b8b5}.error{color:#f2b8b5}}
`.trim();

let styleHash: Promise<string> | undefined;

/** `'sha256-…'` of the pages' style sheet, for their Content-Security-Policy. */
export function styleSource(): Promise<string> {
  styleHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(style)).then((digest) => {
    let binary = '';
    for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
    return `'sha256-${btoa(binary)}'`;
  });
  return styleHash;
}

/** The headers of a page: nothing loads but its own style; it cannot be framed; its form posts here. */
export async function pageHeaders(): Promise<Record<string, string>> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': `default-src 'none'; style-src ${await styleSource()}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle(title))}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const backLink = (kind: MessageKind) =>
  `<p><a href="${escapeHtml(messageCopy[kind].backHref)}">${escapeHtml(messageCopy[kind].backLabel)}</a></p>`;

const otherWays = `<ul>
<li>E-mail\u00a0: <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a></li>
<li>Téléphone\u00a0: <a href="${escapeHtml(phoneHref)}">${escapeHtml(company.phone)}</a></li>
</ul>`;

/** « Message envoyé avec succès ! », after a message is stored (or was already). */
export function receivedPage(kind: MessageKind): string {
  const copy = messageCopy[kind];
  return page(
    copy.receivedTitle,
    `<h1>${escapeHtml(copy.receivedTitle)}</h1>
<p>${escapeHtml(copy.receivedText)}</p>
${backLink(kind)}`,
  );
}

/** A page with a title, a few paragraphs and the way back: for a refusal with nothing to show back. */
export function noticePage(
  kind: MessageKind,
  title: string,
  paragraphs: readonly string[],
  withContacts = false,
): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${withContacts ? otherWays : ''}
${backLink(kind)}`,
  );
}

const submitLabels: Record<MessageKind, string> = {
  contact: contactForm.submitLabel,
  support: supportForm.submitLabel,
};

export interface FormPageOptions {
  kind: MessageKind;
  /** What the visitor sent, drawn back into the fields. */
  values: Readonly<Record<string, unknown>>;
  errors?: MessageFieldErrors;
  /** The key the form sends again, so that a second submit of the same message stores one. */
  idempotencyKey: string;
  /** What failed, when it is not the fields: the message could not be stored. */
  notice?: { title: string; paragraphs: readonly string[] };
}

const fieldId = (name: string) => `champ-${name}`;

function field(spec: (typeof messageFields)[MessageKind][number], value: string, error: string | undefined): string {
  const id = fieldId(spec.name);
  const errorId = `${id}-erreur`;
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(spec.name)}"`,
    spec.required ? 'required' : '',
    spec.control === 'select' ? '' : `maxlength="${spec.maxLength}"`,
    spec.autoComplete ? `autocomplete="${escapeHtml(spec.autoComplete)}"` : '',
    error ? `aria-invalid="true" aria-describedby="${errorId}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  let control: string;
  if (spec.control === 'textarea') {
    control = `<textarea ${attributes} rows="8">${escapeHtml(value)}</textarea>`;
  } else if (spec.control === 'select') {
    const options = (spec.options ?? [])
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      )
      .join('');
    control = `<select ${attributes}>${options}</select>`;
  } else {
    control = `<input type="${spec.control}" ${attributes} value="${escapeHtml(value)}">`;
  }
  const marker = spec.required ? '<span aria-hidden="true"> *</span>' : '';
  const errorText = error ? `\n<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  return `<label for="${id}">${escapeHtml(spec.label)}${marker}</label>${errorText}\n${control}`;
}

/** The form again, its values kept: with each field's error beside it, or with why it was not stored. */
export function formPage({ kind, values, errors = {}, idempotencyKey, notice }: FormPageOptions): string {
  const specs = messageFields[kind];
  const text = (name: string) => {
    const raw = values[name];
    return typeof raw === 'string' ? raw : '';
  };
  const invalid = specs.filter((spec) => errors[spec.name]);
  const title = notice?.title ?? messageCopy.invalidTitle;
  const lead = notice
    ? `${notice.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}\n${otherWays}`
    : `<div class="summary" role="alert">
<p>${escapeHtml(messageCopy.invalidText)}</p>
<ul>
${invalid.map((spec) => `<li><a href="#${fieldId(spec.name)}">${escapeHtml(errors[spec.name] ?? '')}</a></li>`).join('\n')}
</ul>
</div>`;
  const fields = specs.map((spec) => field(spec, text(spec.name), errors[spec.name])).join('\n');
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${lead}
<form method="post" action="${escapeHtml(messageEndpoints[kind])}">
<p>${escapeHtml(contactForm.requiredNote)}</p>
${fields}
<div hidden><label for="${fieldId(honeypotField)}">Ne pas remplir</label><input id="${fieldId(honeypotField)}" name="${honeypotField}" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="${idempotencyField}" value="${escapeHtml(idempotencyKey)}">
<button type="submit">${escapeHtml(submitLabels[kind])}</button>
</form>
${backLink(kind)}`,
  );
}

export interface StaffPageOptions {
  title: string;
  paragraphs: readonly string[];
  /** A form of one button that posts `fields` to `action`. */
  form?: { action: string; fields: Readonly<Record<string, string>>; button: string };
  /** A link under the text. */
  link?: { href: string; label: string };
}

/** A page of the staff's sign-in (the link's confirmation, a refused link, a link sent), without the site. */
export function staffPage({ title, paragraphs, form, link }: StaffPageOptions): string {
  const hidden = Object.entries(form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${form ? `<form method="post" action="${escapeHtml(form.action)}">\n${hidden}\n<button type="submit">${escapeHtml(form.button)}</button>\n</form>` : ''}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}
