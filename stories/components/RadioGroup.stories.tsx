import { Button, Field, RadioGroup, RadioGroupItem, Select, radioGroupOrientations } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';

const billing = [
  { value: 'mensuelle', label: 'Mensuelle', description: 'Sans engagement, résiliable à tout moment.' },
  { value: 'trimestrielle', label: 'Trimestrielle', description: '5\u00a0% de remise, facturée tous les trois mois.' },
  { value: 'annuelle', label: 'Annuelle', description: 'Deux mois offerts, facturée une fois par an.' },
];

type User = ReturnType<typeof userEvent.setup>;

/**
 * Presses an arrow key the way a person does: Radix moves the focus on the next task and checks the
 * radio it lands on only while the key is still down, which a keydown and keyup sent back to back
 * would miss. Resolves once `target` has the focus, the key released. `user` keeps the key's state
 * between the press and the release.
 */
async function pressArrow(user: User, key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', target: HTMLElement) {
  await user.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await user.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { RadioGroupItem },
  args: {
    label: 'Fréquence de facturation',
    name: 'facturation',
    defaultValue: 'mensuelle',
    orientation: 'vertical',
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <RadioGroup {...args}>
      {billing.map(({ value, label }) => (
        <RadioGroupItem key={value} value={value} label={label} />
      ))}
    </RadioGroup>
  ),
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Radio buttons ask for exactly one answer among a few that exclude each other, all visible at once so the visitor can compare them: a billing frequency, a contact channel, a plan. The group carries its question as a label, and a hint and an error like Field; each radio has its own label and an optional description.',
        alternatives: [
          'More than five or six options, or options the visitor already knows (a country, a month): use Select.',
          'Independent options, any number of which can be chosen, or a single yes/no sent with a form: use Checkbox.',
          'A setting that takes effect at once, on or off: use Switch. Switching between views of content: use Tabs.',
        ],
        anatomy: [
          {
            part: 'Label',
            description:
              'the question, above the radios; it names the group. Required groups add a red «\u00a0*\u00a0» that screen readers skip.',
          },
          { part: 'Hint (optional)', description: 'what the choice changes, under the label.' },
          {
            part: 'Radios',
            description:
              'a ring, with a dot in the checked one; its label beside it checks it too, and an optional description under the label.',
          },
          {
            part: 'Error message (optional)',
            description: 'under the radios, in red with an icon; the unchecked rings turn red too.',
          },
        ],
        dos: [
          {
            caption: 'A question as the label, and options short enough to compare at a glance.',
            example: (
              <RadioGroup label="Canal de contact préféré" name="canal-exemple" defaultValue="courriel">
                <RadioGroupItem value="courriel" label="Courriel" />
                <RadioGroupItem value="telephone" label="Téléphone" />
                <RadioGroupItem value="messagerie" label="Messagerie instantanée" />
              </RadioGroup>
            ),
          },
          {
            caption: 'A description under an option when the difference is not obvious from its name.',
            example: (
              <RadioGroup label="Formule d’infogérance" name="formule-exemple" defaultValue="essentielle">
                <RadioGroupItem
                  value="essentielle"
                  label="Essentielle"
                  description="Supervision et sauvegardes, du lundi au vendredi."
                />
                <RadioGroupItem
                  value="integrale"
                  label="Intégrale"
                  description="Supervision 24\u00a0h/24, intervention sous 4\u00a0h."
                />
              </RadioGroup>
            ),
          },
        ],
        donts: [
          {
            caption: 'A long list of options the visitor knows already: a Select takes less room.',
            example: (
              <RadioGroup label="Mois de démarrage" name="mois-exemple" orientation="horizontal">
                {['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre'].map((month) => (
                  <RadioGroupItem key={month} value={month.toLowerCase()} label={month} />
                ))}
              </RadioGroup>
            ),
          },
          {
            caption: 'A single radio for a yes/no: once checked, it cannot be unchecked; use Checkbox.',
            example: (
              <RadioGroup aria-label="Conditions" name="cgv-exemple">
                <RadioGroupItem value="oui" label="J’accepte les conditions générales de vente" />
              </RadioGroup>
            ),
          },
        ],
        content: [
          'Label: the question, in sentence case, without a colon at the end («\u00a0Fréquence de facturation\u00a0», «\u00a0Comment vous recontacter\u00a0?\u00a0»).',
          'Options: short nouns or phrases of the same form, in sentence case, without a full stop; put them in a logical order (cheapest first, most common first).',
          'Check a sensible default when there is one; leave the group unchecked when the visitor must decide, and make it required.',
          'Error: say what to do, in one sentence («\u00a0Veuillez choisir une fréquence de facturation.\u00a0»).',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», inside «\u00a0» and in «\u00a024\u00a0h\u00a0», «\u00a05\u00a0%\u00a0»; the typographic apostrophe.',
        ],
      }),
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { hint: 'Vous pourrez en changer à chaque échéance.' },
};

/** Unchecked, hover, focus, checked, error and disabled, side by side. */
export const States: Story = {
  parameters: { pseudo: forcedStates },
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' }}>
      <RadioGroup label="Au repos" name="repos">
        <RadioGroupItem value="un" label="Non cochée" />
        <RadioGroupItem value="deux" label="Survol" data-state-demo="hover" />
        <RadioGroupItem value="trois" label="Focus" data-state-demo="focus" />
      </RadioGroup>
      <RadioGroup label="Cochée" name="cochee" defaultValue="un">
        <RadioGroupItem value="un" label="Cochée" />
        <RadioGroupItem value="deux" label="Non cochée" />
      </RadioGroup>
      <RadioGroup label="Cochée, survol" name="cochee-survol" defaultValue="un">
        <RadioGroupItem value="un" label="Cochée, survol" data-state-demo="hover" />
        <RadioGroupItem value="deux" label="Non cochée" />
      </RadioGroup>
      <RadioGroup label="Erreur" name="erreur" required error="Veuillez choisir une option.">
        <RadioGroupItem value="un" label="Option A" />
        <RadioGroupItem value="deux" label="Option B" />
      </RadioGroup>
      <RadioGroup label="Désactivée" name="desactivee" disabled defaultValue="un">
        <RadioGroupItem value="un" label="Cochée" />
        <RadioGroupItem value="deux" label="Non cochée" />
      </RadioGroup>
      <RadioGroup label="Une option désactivée" name="option-desactivee" defaultValue="un">
        <RadioGroupItem value="un" label="Disponible" />
        <RadioGroupItem value="deux" label="Indisponible" disabled />
      </RadioGroup>
    </div>
  ),
};

/** `vertical` stacks the radios; `horizontal` sets two or three short ones side by side, and wraps. */
export const Orientations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {radioGroupOrientations.map((orientation) => (
        <RadioGroup
          key={orientation}
          {...args}
          name={`facturation-${orientation}`}
          label={orientation === 'vertical' ? 'Vertical' : 'Horizontal'}
          orientation={orientation}
        >
          {billing.map(({ value, label }) => (
            <RadioGroupItem key={value} value={value} label={label} />
          ))}
        </RadioGroup>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [vertical, horizontal] = canvas.getAllByRole('radiogroup');
    await expect(vertical).toHaveAttribute('aria-orientation', 'vertical');
    await expect(horizontal).toHaveAttribute('aria-orientation', 'horizontal');
    const [first, second] = horizontal!.querySelectorAll('[role="radio"]');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** A description under each option, read as the radio's description. */
export const WithDescriptions: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      {billing.map(({ value, label, description }) => (
        <RadioGroupItem key={value} value={value} label={label} description={description} />
      ))}
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Annuelle' })).toHaveAccessibleDescription(
      'Deux mois offerts, facturée une fois par an.',
    );
  },
};

/** A disabled group: every radio is dimmed and skipped by Tab; clicks change nothing. */
export const DisabledGroup: Story = {
  args: { disabled: true, hint: 'Disponible une fois votre contrat signé.' },
  render: (args) => (
    <>
      <RadioGroup {...args}>
        {billing.map(({ value, label }) => (
          <RadioGroupItem key={value} value={value} label={label} />
        ))}
      </RadioGroup>
      <Button variant="ghost" style={{ marginBlockStart: '1rem' }}>
        Après le groupe
      </Button>
    </>
  ),
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Annuelle' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Mensuelle' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Après le groupe' })).toHaveFocus();
  },
};

/** One unavailable option stays visible, dimmed; the arrow keys skip it. */
export const DisabledItem: Story = {
  args: { defaultValue: 'mensuelle' },
  render: (args) => (
    <RadioGroup {...args}>
      {billing.map(({ value, label, description }) => (
        <RadioGroupItem
          key={value}
          value={value}
          label={label}
          description={value === 'trimestrielle' ? 'Indisponible pour les nouveaux contrats.' : description}
          disabled={value === 'trimestrielle'}
        />
      ))}
    </RadioGroup>
  ),
  play: async ({ args, canvas }) => {
    const user = userEvent.setup();
    const quarterly = canvas.getByRole('radio', { name: 'Trimestrielle' });
    await expect(quarterly).toBeDisabled();
    await user.tab();
    await expect(canvas.getByRole('radio', { name: 'Mensuelle' })).toHaveFocus();
    await pressArrow(user, 'ArrowDown', canvas.getByRole('radio', { name: 'Annuelle' }));
    await expect(canvas.getByRole('radio', { name: 'Annuelle' })).toBeChecked();
    await expect(quarterly).not.toBeChecked();
    await pressArrow(user, 'ArrowUp', canvas.getByRole('radio', { name: 'Mensuelle' }));
    await expect(canvas.getByRole('radio', { name: 'Mensuelle' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalledWith('trimestrielle');
  },
};

/** A required group left unanswered: the error under the radios, tied to the group, rings in red. */
export const WithError: Story = {
  args: {
    defaultValue: undefined,
    required: true,
    hint: 'Vous pourrez en changer à chaque échéance.',
    error: 'Veuillez choisir une fréquence de facturation.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Fréquence de facturation' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Vous pourrez en changer à chaque échéance. Erreur\u00a0: Veuillez choisir une fréquence de facturation.',
    );
  },
};

/**
 * Inside a `Field` without label, like Checkbox and Switch: the group keeps its own label and takes
 * the field's error, `required` and `disabled`.
 */
export const InsideField: Story = {
  args: { defaultValue: undefined, label: 'Comment vous recontacter\u00a0?', name: 'recontact' },
  render: (args) => (
    <Field required error="Veuillez choisir un moyen de vous recontacter.">
      <RadioGroup {...args}>
        <RadioGroupItem value="courriel" label="Par courriel" />
        <RadioGroupItem value="telephone" label="Par téléphone" />
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Comment vous recontacter\u00a0?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Erreur\u00a0: Veuillez choisir un moyen de vous recontacter.');
    // The required mark follows the field's `required`, and is hidden from screen readers.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * Named by an element of the page instead of a label of its own, here the heading of a section:
 * the heading's id goes in `aria-labelledby`.
 */
export const LabelledByHeading: Story = {
  args: { label: undefined, 'aria-labelledby': 'titre-livraison', name: 'livraison', defaultValue: 'standard' },
  render: (args) => (
    <section>
      <h3 id="titre-livraison" style={{ marginBlock: '0 0.75rem' }}>
        Livraison du matériel
      </h3>
      <RadioGroup {...args}>
        <RadioGroupItem value="standard" label="Standard" description="Sous 5 jours ouvrés, offerte." />
        <RadioGroupItem value="express" label="Express" description="Sous 48\u00a0h, 15\u00a0000\u00a0Ar." />
      </RadioGroup>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Livraison du matériel' })).toBeInTheDocument();
  },
};

/**
 * The WAI-ARIA radio group pattern: Tab enters on the checked radio (or the first when none is);
 * the arrow keys move and check, both ways in either orientation, wrap around and skip a disabled
 * radio; Space checks the focused radio; Tab leaves the group.
 */
export const KeyboardNavigation: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: 'trimestrielle', orientation: 'horizontal' },
  render: (args) => (
    <>
      <RadioGroup {...args}>
        {billing.map(({ value, label }) => (
          <RadioGroupItem key={value} value={value} label={label} />
        ))}
      </RadioGroup>
      <RadioGroup label="Support" name="support" style={{ marginBlockStart: '1.5rem' }}>
        <RadioGroupItem value="courriel" label="Courriel" />
        <RadioGroupItem value="telephone" label="Téléphone" disabled />
        <RadioGroupItem value="sur-site" label="Sur site" />
      </RadioGroup>
    </>
  ),
  play: async ({ args, canvas, step }) => {
    const user = userEvent.setup();
    const radio = (name: string) => canvas.getByRole('radio', { name });

    await step('Tab enters on the checked radio, the only one in the tab order', async () => {
      await user.tab();
      await expect(radio('Trimestrielle')).toHaveFocus();
      await expect(radio('Mensuelle')).toHaveAttribute('tabindex', '-1');
    });

    await step('ArrowRight and ArrowDown move to the next radio and check it', async () => {
      await pressArrow(user, 'ArrowRight', radio('Annuelle'));
      await expect(radio('Annuelle')).toBeChecked();
      await expect(radio('Trimestrielle')).not.toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('annuelle');
    });

    await step('from the last radio, the next one is the first', async () => {
      await pressArrow(user, 'ArrowDown', radio('Mensuelle'));
      await expect(radio('Mensuelle')).toBeChecked();
    });

    await step('ArrowLeft and ArrowUp go back, wrapping to the last', async () => {
      await pressArrow(user, 'ArrowUp', radio('Annuelle'));
      await expect(radio('Annuelle')).toBeChecked();
      await pressArrow(user, 'ArrowLeft', radio('Trimestrielle'));
      await expect(radio('Trimestrielle')).toBeChecked();
    });

    await step('Tab leaves the group for the next one, which has nothing checked: its first radio', async () => {
      await user.tab();
      await expect(radio('Courriel')).toHaveFocus();
      await expect(radio('Courriel')).not.toBeChecked();
    });

    await step('Space checks the focused radio', async () => {
      await user.keyboard(' ');
      await expect(radio('Courriel')).toBeChecked();
    });

    await step('the arrows skip the disabled radio, both ways', async () => {
      await pressArrow(user, 'ArrowDown', radio('Sur site'));
      await expect(radio('Sur site')).toBeChecked();
      await expect(radio('Téléphone')).not.toBeChecked();
      await pressArrow(user, 'ArrowUp', radio('Courriel'));
    });

    await step('Shift+Tab goes back to the first group, on its checked radio', async () => {
      await user.tab({ shift: true });
      await expect(radio('Trimestrielle')).toHaveFocus();
    });
  },
};

/** A click on a radio or on its label checks it. */
export const ClickToCheck: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Annuelle' }));
    await expect(canvas.getByRole('radio', { name: 'Annuelle' })).toBeChecked();
    await userEvent.click(canvas.getByText('Trimestrielle'));
    await expect(canvas.getByRole('radio', { name: 'Trimestrielle' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'annuelle');
    await expect(args.onValueChange).toHaveBeenNthCalledWith(2, 'trimestrielle');
  },
};

/** Controlled: the parent holds the value and may change it from elsewhere (here a « Réinitialiser » button). */
export const Controlled: Story = {
  tags: ['!autodocs'],
  render: function Render(args) {
    const [value, setValue] = useState<string>('mensuelle');
    return (
      <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
        <RadioGroup
          {...args}
          defaultValue={undefined}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        >
          {billing.map(({ value: option, label }) => (
            <RadioGroupItem key={option} value={option} label={label} />
          ))}
        </RadioGroup>
        <p style={{ margin: 0 }} data-testid="choix">
          Choix&nbsp;: {value}
        </p>
        <Button variant="outline" size="sm" onClick={() => setValue('mensuelle')}>
          Réinitialiser
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Annuelle' }));
    await expect(canvas.getByTestId('choix')).toHaveTextContent('Choix : annuelle');
    await userEvent.click(canvas.getByRole('button', { name: 'Réinitialiser' }));
    await expect(canvas.getByRole('radio', { name: 'Mensuelle' })).toBeChecked();
  },
};

/**
 * In a form, the checked value is sent under the group's `name`; a required group blocks sending
 * until a radio is checked, and the form's reset puts the initial value back (here, none).
 */
export const InForm: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: undefined, required: true, hint: undefined },
  render: function Render(args) {
    const [sent, setSent] = useState<string>();
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // Both fields hold text, never a file.
      const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
      setSent(`${data.offre} · ${data.facturation}`);
    };
    return (
      <form onSubmit={onSubmit} style={{ display: 'grid', gap: '1.25rem', justifyItems: 'start' }}>
        <Field label="Offre">
          <Select name="offre" defaultValue="infogerance">
            <option value="infogerance">Infogérance</option>
            <option value="support">Support client</option>
          </Select>
        </Field>
        <RadioGroup {...args}>
          {billing.map(({ value, label }) => (
            <RadioGroupItem key={value} value={value} label={label} />
          ))}
        </RadioGroup>
        <div style={{ display: 'flex', gap: '0.75rem' }}>
          <Button type="submit">Envoyer</Button>
          <Button type="reset" variant="outline">
            Effacer
          </Button>
        </div>
        <output data-testid="envoi">{sent ? `Envoyé\u00a0: ${sent}` : 'Rien envoyé'}</output>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup();
    const form = canvasElement.querySelector('form')!;
    await expect(form.checkValidity()).toBe(false);

    await user.click(canvas.getByRole('radio', { name: 'Annuelle' }));
    await expect(form.checkValidity()).toBe(true);
    await user.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.getByTestId('envoi')).toHaveTextContent('Envoyé : infogerance · annuelle');

    // Back from « Envoyer » to the checked radio, and another one checked with the keyboard.
    await user.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Annuelle' })).toHaveFocus();
    await pressArrow(user, 'ArrowUp', canvas.getByRole('radio', { name: 'Trimestrielle' }));
    await user.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.getByTestId('envoi')).toHaveTextContent('Envoyé : infogerance · trimestrielle');

    await user.click(canvas.getByRole('button', { name: 'Effacer' }));
    await waitFor(() => expect(canvas.queryAllByRole('radio', { checked: true })).toEqual([]));
    await expect(form.checkValidity()).toBe(false);
  },
};

/** Long French labels and descriptions wrap beside the radio, on a phone. */
export const LongFrenchText: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Comment souhaitez-vous que notre équipe de support vous recontacte après votre demande\u00a0?',
    name: 'recontact-long',
    defaultValue: 'courriel',
  },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem
        value="courriel"
        label="Par courriel, à l’adresse indiquée dans votre espace client"
        description="Réponse sous 24\u00a0h ouvrées, avec le numéro de votre demande en objet."
      />
      <RadioGroupItem
        value="telephone"
        label="Par téléphone, au numéro de votre interlocuteur principal"
        description="Du lundi au samedi, de 8\u00a0h à 18\u00a0h, heure de Toamasina."
      />
    </RadioGroup>
  ),
};

/** In forced colours, the rings and the dot keep system colours: Highlight for the checked one, GrayText disabled. */
export const ForcedColours: Story = {
  tags: ['!autodocs'],
  globals: { forcedColors: 'active' },
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <RadioGroup label="Fréquence" name="frequence-contraste" defaultValue="mensuelle">
        <RadioGroupItem value="mensuelle" label="Mensuelle" />
        <RadioGroupItem value="annuelle" label="Annuelle" />
        <RadioGroupItem value="trimestrielle" label="Trimestrielle" disabled />
      </RadioGroup>
      <RadioGroup label="Erreur" name="erreur-contraste" error="Veuillez choisir une option.">
        <RadioGroupItem value="un" label="Option A" />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const checked = canvas.getByRole('radio', { name: 'Mensuelle' });
    const dot = checked.querySelector('span')!;
    const page = getComputedStyle(document.body).backgroundColor;
    await expect(getComputedStyle(dot).backgroundColor).not.toBe(page);
    await expect(getComputedStyle(checked).borderTopColor).not.toBe(page);
  },
};

/** The French names designers use for RadioGroup: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Boutons radio · bouton radio · choix unique · option',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
