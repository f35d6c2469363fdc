import { Button, Radio, RadioGroup, radioGroupOrientations } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { RadioGroupStates } from '../support/fixtures/RadioGroup';
import { maxWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const contactOptions = (
  <>
    <Radio value="courriel" label="Courriel" description="Une réponse écrite sous 24 heures ouvrées." />
    <Radio value="telephone" label="Téléphone" description="Un appel du lundi au vendredi, de 8 h à 17 h." />
    <Radio value="whatsapp" label="WhatsApp" description="Un message sur le numéro que vous indiquez." />
  </>
);

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  args: {
    legend: 'Mode de contact préféré',
    name: 'contact',
    onValueChange: fn(),
    children: contactOptions,
  },
  argTypes: {
    children: { control: false },
    hint: { control: 'text' },
    error: { control: 'text' },
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
  },
  decorators: [maxWidth('34rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A radio group asks for exactly one choice among a few options that exclude each other, all visible at once, so the visitor compares them before choosing. Tab enters the group on the chosen option, the arrow keys move and choose; the chosen value is sent with the form.',
        alternatives: [
          'Several options that can all be chosen: use Checkbox in a Fieldset.',
          'More than five options, or options the visitor knows by name (a country): use Select.',
          'A setting that applies at once, on or off: use Switch.',
          'Switching between views of the same content: use Tabs.',
        ],
        anatomy: [
          { part: 'Legend', description: 'the question the options answer; it names the group.', selector: 'legend' },
          {
            part: 'Hint (optional)',
            description: 'a line of help under the legend, read with the group.',
            story: 'WithHint',
            selector: '[id$="-hint"]',
          },
          {
            part: 'Option',
            description: 'a circle, filled with a dot when chosen, then its label.',
            selector: 'legend ~ div > div:first-child',
          },
          {
            part: 'Description (optional)',
            description: 'a line of detail under an option’s label.',
            selector: '[id$="-description"]',
          },
          {
            part: 'Error (optional)',
            description: 'what to do, under the options, with an icon.',
            story: 'WithError',
            selector: '[id$="-error"]',
          },
        ],
        dos: [
          {
            caption: 'Few options, a likely one chosen in advance when there is one.',
            example: (
              <RadioGroup legend="Formule" name="formule-exemple" defaultValue="mensuelle" orientation="horizontal">
                <Radio value="mensuelle" label="Mensuelle" />
                <Radio value="annuelle" label="Annuelle" />
              </RadioGroup>
            ),
          },
        ],
        donts: [
          {
            caption: 'A lone option: it cannot be unchosen once chosen; use a Checkbox.',
            example: (
              <RadioGroup legend="Lettre d’information" name="lettre-exemple">
                <Radio value="oui" label="Recevoir la lettre d’information" />
              </RadioGroup>
            ),
          },
          {
            caption: 'A long list of options the visitor knows by name: use Select.',
            example: (
              <RadioGroup legend="Région" name="region-exemple">
                {['Analamanga', 'Atsinanana', 'Boeny', 'Diana', 'Haute Matsiatra', 'Vakinankaratra', 'Vatovavy'].map(
                  (region) => (
                    <Radio key={region} value={region} label={region} />
                  ),
                )}
              </RadioGroup>
            ),
          },
        ],
        content: [
          'Legend: the question, in sentence case, without a colon: «\u00a0Mode de contact préféré\u00a0».',
          'Options: short and parallel (all nouns, or all verbs), in a logical order, not alphabetical by default.',
          'Error: say what to do: «\u00a0Choisissez un mode de contact.\u00a0»',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves the focus into the group, on the chosen option (on the first one when none is chosen yet); pressed again, leaves the group for the next control.',
          },
          {
            keys: 'Shift + Tab',
            action:
              'Moves the focus out of the group to the previous control; from the control after the group, enters it on the chosen option (on the last one when none is chosen).',
          },
          {
            keys: '↓ / →',
            action:
              'In the group: moves the focus to the next option and chooses it; from the last, wraps to the first.',
          },
          {
            keys: '↑ / ←',
            action:
              'In the group: moves the focus to the previous option and chooses it; from the first, wraps to the last.',
          },
          { keys: 'Space', action: 'On an option that is not chosen (the focus arrived with Tab): chooses it.' },
        ],
        accessibility: [
          'A `fieldset` with `role="radiogroup"`, named by its `legend`; each option is a native radio named by its label, with its description read after it (`aria-describedby`).',
          'The hint and the error describe the group (`aria-describedby`), with a hidden «\u00a0Erreur\u00a0:\u00a0» before the error and `aria-invalid` on the group; the error is not a live region, so on submit the form must move the focus into the group, on its first option.',
          '`required` marks every radio required, announced by screen readers; the red «\u00a0*\u00a0» after the legend is hidden from them. `disabled` disables every option through the fieldset.',
        ],
      }),
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Unchosen, hover, focus, chosen, error and disabled, side by side. */
export const States: Story = {
  tags: ['main'],
  parameters: { pseudo: forcedStates },
  render: () => <RadioGroupStates />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: 'Choisie' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Erreur' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radio', { name: 'Désactivée, choisie' })).toBeDisabled();
  },
};

/** A hint under the legend says why the question is asked; it is read as the group’s description. */
export const WithHint: Story = {
  args: { hint: 'Nous utiliserons ce moyen pour vous envoyer votre devis.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Mode de contact préféré' })).toHaveAccessibleDescription(
      'Nous utiliserons ce moyen pour vous envoyer votre devis.',
    );
  },
};

/** Sent without a choice: the error says what to do, marks the group invalid and is read with it. */
export const WithError: Story = {
  args: { required: true, error: 'Choisissez un mode de contact.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Mode de contact préféré' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('Choisissez un mode de contact.'));
    await expect(canvas.getByText('Erreur :', { exact: false })).toBeInTheDocument();
  },
};

/** One option must be chosen before the form is sent: the browser holds the form back until then. */
export const Required: Story = {
  args: { required: true },
  render: (args) => (
    <form
      aria-label="Demande de rappel"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}
    >
      <RadioGroup {...args} />
      <Button type="submit">Envoyer</Button>
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Demande de rappel' });
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect((form as HTMLFormElement).checkValidity()).toBe(false);
    await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp' }));
    await expect((form as HTMLFormElement).checkValidity()).toBe(true);
    await expect(new FormData(form as HTMLFormElement).get('contact')).toBe('whatsapp');
  },
};

/** Two or three short options side by side, wrapping on a narrow screen. */
export const Horizontal: Story = {
  args: {
    legend: 'Durée du contrat',
    name: 'duree',
    orientation: 'horizontal',
    defaultValue: '12',
    children: (
      <>
        <Radio value="6" label="6 mois" />
        <Radio value="12" label="12 mois" />
        <Radio value="24" label="24 mois" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    const top = (element: HTMLElement) => element.getBoundingClientRect().top;
    await expect(top(second!)).toBe(top(first!));
    await expect(canvas.getByRole('radio', { name: '12 mois' })).toBeChecked();
  },
};

/** A disabled group: the options stay readable but none can be chosen. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'courriel' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Téléphone' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Courriel' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** One option unavailable: the arrow keys pass over it. */
export const DisabledOption: Story = {
  args: {
    legend: 'Créneau de rappel',
    name: 'creneau',
    defaultValue: 'matin',
    children: (
      <>
        <Radio value="matin" label="Matin, de 8 h à 12 h" />
        <Radio value="midi" label="Midi, de 12 h à 14 h" description="Complet cette semaine." disabled />
        <Radio value="apres-midi" label="Après-midi, de 14 h à 17 h" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Midi, de 12 h à 14 h' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Matin, de 8 h à 12 h' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Après-midi, de 14 h à 17 h' })).toBeChecked();
  },
};

/** The parent holds the choice (`value` and `onValueChange`) and shows it elsewhere on the page. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('courriel');
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <RadioGroup
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <p>
          Mode choisi{'\u00a0'}: <strong>{value}</strong>
        </p>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('courriel', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp' }));
    await expect(canvas.getByText('whatsapp', { selector: 'strong' })).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledWith('whatsapp');
  },
};

export const LongFrenchLabels: Story = {
  globals: onPhone,
  args: {
    legend: 'Comment souhaitez-vous que nous traitions les demandes de vos clients en dehors des heures ouvrées ?',
    name: 'hors-heures',
    defaultValue: 'messagerie',
    children: (
      <>
        <Radio
          value="messagerie"
          label="Un message d’attente personnalisé, puis un rappel le lendemain matin"
          description="Le plus simple à mettre en place, sans surcoût."
        />
        <Radio
          value="astreinte"
          label="Une équipe d’astreinte qui répond aux urgences toute la nuit"
          description="Facturée à l’heure, selon le volume constaté."
        />
      </>
    ),
  },
};

/** The French names designers use for RadioGroup: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Boutons radio · choix unique · groupe d’options',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
