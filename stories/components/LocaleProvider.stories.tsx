import { Button, en, fr, LocaleProvider, ProgressBar, StatusBanner, useLocale } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

/** 09:30 UTC: 12:30 in Antananarivo, 09:30 in London, 10:30 in Paris. */
const lastUpdate = new Date('2025-03-14T09:30:00Z');
const refresh = fn();

/**
 * Components with built-in texts and a date: a status banner (its label, level, last update and
 * refresh button come from the catalogue), a progress bar (its value format) and a loading button
 * (its hidden « Loading… »). The texts given as props (the bar's label, the button's) are the
 * caller's and never change with the provider.
 */
function Sample() {
  return (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '40rem' }}>
      <StatusBanner status="success" lastUpdate={lastUpdate} onRefresh={refresh} />
      <ProgressBar value={42} label="Migration des serveurs" />
      <div>
        <Button loading>Envoyer le message</Button>
      </div>
    </div>
  );
}

/** An app's own component: it reads the provider's locale, time zone and texts through `useLocale`. */
function NextCheck({ at }: { at: Date }) {
  const { locale, timeZone, messages } = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <p style={{ margin: 0 }}>
        Prochaine vérification{messages.common.colon}
        <time dateTime={at.toISOString()}>{time}</time>
      </p>
      <Button variant="outline" size="sm">
        {messages.statusBanner.refreshLabel}
      </Button>
    </div>
  );
}

const meta = {
  title: 'Layout/LocaleProvider',
  component: LocaleProvider,
  args: { locale: 'fr-FR', timeZone: 'Indian/Antananarivo', messages: fr },
  argTypes: {
    locale: { control: 'inline-radio', options: ['fr-FR', 'en-GB', 'en-US'] },
    timeZone: { control: 'inline-radio', options: ['Indian/Antananarivo', 'Europe/Paris', 'Europe/London'] },
    messages: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <LocaleProvider {...args}>
      <Sample />
    </LocaleProvider>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'LocaleProvider sets the language of the components’ built-in texts (button and field labels, accessible names, status texts, table headers) and the locale and time zone of the dates they show, for everything it wraps. Put one at the root of the app: `messages={fr}` with `locale="fr-FR"` and `timeZone="Indian/Antananarivo"` for the Company site. Without it, the components speak English and show dates in `en-US` and `UTC`, the same on a server and in the browser.',
        alternatives: [
          'One text of one instance (a button that says « Envoi du devis… » while it waits): set that component’s prop, such as `loadingLabel`; it wins over the catalogue.',
          'The copy of your pages (headings, paragraphs, the labels you pass as props): write it in your pages or your own translation files; the catalogue only holds the components’ built-in texts.',
          'The colours of a part of the page rather than its words: use Theme.',
        ],
        anatomy: [
          {
            part: 'Catalogue (messages)',
            description:
              'the components’ texts, `fr` or `en`, or only some of them: any text left out keeps the enclosing provider’s, else the English one.',
            selector: '[role="status"] > p:first-child',
          },
          {
            part: 'Locale (locale)',
            description: 'the BCP 47 tag that formats dates and times, such as `fr-FR` or `en-GB`.',
            selector: 'time',
          },
          {
            part: 'Time zone (timeZone)',
            description: 'the IANA zone dates and times are shown in.',
            selector: 'time',
          },
          {
            part: 'Content',
            description:
              'any components, and your own through `useLocale()`; nothing is rendered around them, so the `lang` attribute stays yours to set.',
            selector: 'div:has(> [data-status])',
          },
        ],
        dos: [
          {
            caption:
              'One provider at the root, with the locale and the time zone set: the server and the browser show the same hour.',
            example: (
              <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
                <StatusBanner status="success" lastUpdate={lastUpdate} />
              </LocaleProvider>
            ),
          },
          {
            caption:
              'A few texts reworded once, in a partial catalogue inside the root one, rather than a prop on every instance.',
            example: (
              <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
                <LocaleProvider messages={{ statusBanner: { statusLabels: { warning: 'Vigilance' } } }}>
                  <StatusBanner status="warning" lastUpdate={lastUpdate} />
                </LocaleProvider>
              </LocaleProvider>
            ),
          },
        ],
        donts: [
          {
            caption:
              'Translating with props on each instance under the English catalogue: every text you forget stays in English, here the date and the button.',
            example: (
              <LocaleProvider locale="en-GB" timeZone="Indian/Antananarivo" messages={en}>
                <StatusBanner
                  status="success"
                  label="Statut de sécurité"
                  statusLabels={{ success: 'Sécurisé' }}
                  lastUpdate={lastUpdate}
                  onRefresh={refresh}
                />
              </LocaleProvider>
            ),
          },
          {
            caption:
              'No time zone: every visitor reads the hour in UTC (09:30), the package’s default, not in the zone of the business (12:30 in Antananarivo).',
            example: (
              <div style={{ display: 'grid', gap: '0.75rem' }}>
                {/* What a provider without `timeZone` shows at the root of an app: the UTC default. */}
                <LocaleProvider locale="fr-FR" timeZone="UTC" messages={fr}>
                  <StatusBanner status="success" label="Sans fuseau horaire" lastUpdate={lastUpdate} />
                </LocaleProvider>
                <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
                  <StatusBanner status="success" label="Fuseau de Madagascar" lastUpdate={lastUpdate} />
                </LocaleProvider>
              </div>
            ),
          },
        ],
        content: [
          'A catalogue’s texts read like the component’s own: sentence case, no final full stop on a label, the ellipsis character « … » on a text that waits (« Chargement… »).',
          'French typography in a French catalogue: a non-breaking space (U+00A0) before « : », « ; », « ! » and « ? », a narrow one (U+202F) before « % », the typographic apostrophe ’.',
          'Placeholders keep their name in braces, untranslated: « {percent} % », « La page {pageName} est en cours de développement. »',
          'Never write a date into a text: the components format it with the provider’s locale and time zone.',
        ],
        accessibility: [
          'It renders no element and no role: it only sets the texts, locale and time zone that the components inside it use.',
          'The catalogue holds accessible names and announcements that are never seen, such as a loading button’s hidden «\u00a0Chargement…\u00a0» or a close button’s name: a partial catalogue changes them for screen reader users too.',
          'It sets no `lang` attribute: set `lang` on the page (or on the wrapped part) to the catalogue’s language, so that screen readers read the built-in texts with the right voice.',
        ],
      }),
    },
  },
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The French catalogue, with French dates in Madagascar's time zone: what the Company site sets at
 * its root. French spacing included: « : » and « % » are preceded by no-break spaces.
 */
export const French: Story = {
  tags: ['main'],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText('Statut')).toBeVisible();
    await expect(within(status).getByText('Tout fonctionne')).toBeVisible();
    await expect(status.querySelector('time')?.textContent).toBe('14 mars 2025 à 12:30:00');
    await expect(status).toHaveTextContent('Dernière mise à jour : 14 mars 2025 à 12:30:00');
    await expect(status.textContent).toContain('Dernière mise à jour\u00a0: ');
    await expect(canvas.getByRole('button', { name: 'Actualiser' })).toBeVisible();

    const progress = canvas.getByRole('progressbar', { name: 'Migration des serveurs' });
    await expect(progress).toHaveAttribute('aria-valuetext', '42\u202f%');
    await expect(canvas.getByText('42\u202f%', { normalizer: (text) => text })).toBeVisible();

    await expect(canvas.getByRole('button', { name: 'Envoyer le message Chargement…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * The English catalogue, with British dates in London's time zone: every built-in text, the date's
 * format and its hour change; the bar's label and the button's, given as props, stay as written.
 */
export const English: Story = {
  args: { locale: 'en-GB', timeZone: 'Europe/London', messages: en },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText('Status')).toBeVisible();
    await expect(within(status).getByText('All clear')).toBeVisible();
    await expect(status.querySelector('time')?.textContent).toBe('14 March 2025 at 09:30:00');
    await expect(status.textContent).toContain('Last updated: 14 March 2025 at 09:30:00');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(canvas.queryByText('Actualiser')).toBeNull();

    const progress = canvas.getByRole('progressbar', { name: 'Migration des serveurs' });
    await expect(progress).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();

    await expect(canvas.getByRole('button', { name: 'Envoyer le message Loading…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * A partial catalogue inside the French one rewords two texts, the refresh button's and the loading
 * button's hidden one; every other text, the locale and the time zone are the enclosing provider's.
 */
export const PartialCatalogue: Story = {
  args: {
    locale: undefined,
    timeZone: undefined,
    messages: { button: { loadingLabel: 'Envoi en cours…' }, statusBanner: { refreshLabel: 'Vérifier maintenant' } },
  },
  render: (args) => (
    <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
      <LocaleProvider {...args}>
        <Sample />
      </LocaleProvider>
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Envoyer le message Envoi en cours…' })).toBeVisible();
    await expect(canvas.queryByText('Chargement…')).toBeNull();

    const status = canvas.getByRole('status');
    await expect(within(status).getByText('Statut')).toBeVisible();
    await expect(status.querySelector('time')?.textContent).toBe('14 mars 2025 à 12:30:00');
    await expect(canvas.getByRole('button', { name: 'Vérifier maintenant' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Actualiser' })).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Migration des serveurs' })).toHaveAttribute(
      'aria-valuetext',
      '42\u202f%',
    );
  },
};

/**
 * A prop on one instance wins over the catalogue: the second button's `loadingLabel`, the banner's
 * `refreshLabel` and its `timeZone` (Paris, an hour behind the provider's Antananarivo in March).
 */
export const PropOverCatalogue: Story = {
  render: (args) => (
    <LocaleProvider {...args}>
      <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '40rem' }}>
        <StatusBanner
          status="success"
          lastUpdate={lastUpdate}
          onRefresh={refresh}
          refreshLabel="Relancer la vérification"
          timeZone="Europe/Paris"
        />
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <Button loading>Envoyer le message</Button>
          <Button loading loadingLabel="Envoi du devis…" variant="outline">
            Demander un devis
          </Button>
        </div>
      </div>
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Envoyer le message Chargement…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Demander un devis Envoi du devis…' })).toBeVisible();

    const status = canvas.getByRole('status');
    await expect(canvas.getByRole('button', { name: 'Relancer la vérification' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Actualiser' })).toBeNull();
    // The texts without a prop still come from the catalogue.
    await expect(within(status).getByText('Statut')).toBeVisible();
    await expect(status.querySelector('time')?.textContent).toBe('14 mars 2025 à 10:30:00');
  },
};

/** An app's own component reads the provider's locale, time zone and texts with `useLocale()`. */
export const YourOwnComponents: Story = {
  render: (args) => (
    <LocaleProvider {...args}>
      <NextCheck at={new Date('2025-03-14T15:00:00Z')} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    const time = canvas.getByText('vendredi 14 mars 2025 à 18:00');
    await expect(time.tagName).toBe('TIME');
    await expect(time.parentElement?.textContent).toBe('Prochaine vérification\u00a0: vendredi 14 mars 2025 à 18:00');
    await expect(canvas.getByRole('button', { name: 'Actualiser' })).toBeVisible();
  },
};

/** The French names designers use for LocaleProvider: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Langue · traduction · textes des composants · format des dates · fuseau horaire',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
