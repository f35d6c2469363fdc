import { Alert, alertLiveModes, alertTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { samples } from '../support/fixtures/Alert';
import { maxWidth, phoneWidth } from '../support/frame';
import { stateCaption } from '../support/layout';
import { onPhone } from '../support/viewport';

const toneCaptions = { info: 'Information', success: 'Succès', warning: 'Avertissement', danger: 'Erreur' } as const;

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', title: samples.info.title, children: samples.info.body },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    live: { control: 'inline-radio', options: alertLiveModes },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'An alert tells the visitor something about the page or about the result of their last action: information, success, a warning or an error. Each tone has its own colour and icon, and a short title says the outcome in words, so colour is never the only signal. Info and success are announced without interrupting; warning and danger interrupt screen readers.',
        alternatives: [
          'An error about one field of a form: use the error of its Field, under the control.',
          'The security level of a status page: use StatusBanner. A one-word status next to a title: use Badge.',
          'A list, a table or search results with nothing to show: use EmptyState.',
        ],
        anatomy: [
          {
            part: 'Icon',
            description: 'one per tone (i, ✓, ⚠, ✕), decorative.',
            selector: '[data-tone] > span[aria-hidden="true"]',
          },
          {
            part: 'Title (optional)',
            description: 'the outcome in a few words, in bold and in the tone’s colour.',
            selector: '[data-tone] > div > p',
          },
          {
            part: 'Body',
            description: 'what happened and what to do next, in one or two sentences.',
            selector: '[data-tone] > div > div',
          },
          {
            part: 'Close button (optional)',
            description: 'when the visitor may dismiss the message; never on an error they still have to fix.',
            story: 'Dismissible',
            selector: 'button[aria-label]',
          },
        ],
        dos: [
          {
            caption: 'A title that states the outcome and a body that says what happens next.',
            example: (
              <Alert tone="success" title="Demande envoyée" live="off">
                Notre équipe vous répond sous 48&nbsp;h ouvrées.
              </Alert>
            ),
          },
          {
            caption: 'An error that explains the cause and the way out.',
            example: (
              <Alert tone="danger" title="Envoi impossible" live="off">
                Le fichier dépasse 10&nbsp;Mo. Compressez-le ou envoyez-le en plusieurs parties.
              </Alert>
            ),
          },
        ],
        donts: [
          {
            caption: 'A generic error: the visitor learns neither what failed nor what to do.',
            example: (
              <Alert tone="danger" title="Erreur" live="off">
                Une erreur est survenue.
              </Alert>
            ),
          },
          {
            caption: 'A tone that contradicts the message: good news in the warning colour; use info or success.',
            example: (
              <Alert tone="warning" title="Nouveau" live="off">
                Le chat en direct est disponible du lundi au samedi.
              </Alert>
            ),
          },
        ],
        content: [
          'Title: the outcome in two to five words, sentence case, no final full stop (« Demande envoyée », « Envoi impossible »).',
          'Body: one or two full sentences; for an error, the cause then the fix (« Compressez-le ou envoyez-le en plusieurs parties. »).',
          'Address the visitor as « vous », stay calm: no « Oups ! », no capitals, no blame.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « », in « 48 h », « 10 Mo » and amounts (« 1 499 € »); the typographic apostrophe ’.',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action: 'Moves to the close button, when the alert has one; the alert itself takes no focus.',
          },
          { keys: 'Enter or Space', action: 'On the close button: dismisses the alert.' },
        ],
        accessibility: [
          'Info and success render a polite status (`role="status"`); warning and danger an assertive alert (`role="alert"`) that interrupts the screen reader. Set `live="off"` for a message that is part of the page from the start, so it is read in place and not announced.',
          'The icon is decorative and hidden from screen readers: the tone must be said in words, in the title or the body.',
          'The close button’s accessible name follows the locale («\u00a0Fermer l’alerte\u00a0» in French); `dismissLabel` names what it closes when several alerts share a page. The alert does not move the focus: when it closes, the page has to put the focus somewhere sensible.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Each tone, then the close button at rest, on hover and with keyboard focus. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: {
      hover: ['[data-state-demo="hover"] button'],
      focusVisible: ['[data-state-demo="focus"] button'],
    },
  },
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem', maxWidth: '40rem' }}>
      {alertTones.map((tone) => (
        <div key={tone}>
          <p style={stateCaption}>{toneCaptions[tone]}</p>
          <Alert tone={tone} title={samples[tone].title} live="off">
            {samples[tone].body}
          </Alert>
        </div>
      ))}
      <div>
        <p style={stateCaption}>Bouton Fermer au repos</p>
        <Alert tone="info" title={samples.info.title} live="off" onDismiss={fn()}>
          {samples.info.body}
        </Alert>
      </div>
      <div>
        <p style={stateCaption}>Bouton Fermer survolé</p>
        <Alert tone="info" title={samples.info.title} live="off" onDismiss={fn()} data-state-demo="hover">
          {samples.info.body}
        </Alert>
      </div>
      <div>
        <p style={stateCaption}>Bouton Fermer avec le focus</p>
        <Alert tone="info" title={samples.info.title} live="off" onDismiss={fn()} data-state-demo="focus">
          {samples.info.body}
        </Alert>
      </div>
    </div>
  ),
};

export const Info: Story = {
  args: { tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Maintenance programmée');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: samples.success.title, children: samples.success.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Demande envoyée');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: samples.warning.title, children: samples.warning.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Places limitées');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: samples.danger.title, children: samples.danger.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Envoi impossible');
  },
};

const onDismiss = fn();

/** With a close button, for a message the visitor may put away; it answers to click, Enter and Space. */
export const Dismissible: Story = {
  args: { tone: 'success', title: samples.success.title, children: samples.success.body, onDismiss },
  play: async ({ canvas }) => {
    onDismiss.mockClear();
    const close = canvas.getByRole('button', { name: 'Fermer l’alerte' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(onDismiss).toHaveBeenCalledTimes(2);
    await userEvent.click(close);
    await expect(onDismiss).toHaveBeenCalledTimes(3);
    // Target size: at least 24 × 24 px.
    const box = close.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'warning', children: samples.warning.body },
};

export const LongFrenchText: Story = {
  args: {
    tone: 'danger',
    onDismiss: fn(),
    title: 'Nous n’avons pas pu enregistrer votre demande de devis pour le télésecrétariat médical',
    children:
      'Le numéro de téléphone saisi ne semble pas valide. Vérifiez l’indicatif du pays (+261 pour Madagascar, +33 pour la France) puis envoyez de nouveau le formulaire ; vos autres réponses ont été conservées.',
  },
  decorators: [maxWidth('36rem')],
};

/** On a phone: the text wraps beside the icon and the close button. */
export const Mobile: Story = {
  args: { tone: 'warning', title: samples.warning.title, children: samples.warning.body, onDismiss: fn() },
  globals: onPhone,
  decorators: [phoneWidth],
};

/** The French names designers use for Alert: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Message d’alerte · alerte · notification · message d’erreur · confirmation',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
