import { Button, buttonSizes, buttonVariants } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Send } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';
import { ButtonStates } from '../support/fixtures/Button';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Demander un devis', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A button starts an action: sending a form, opening a dialog, saving a choice. One `primary` button per view carries the main action; `secondary` and `outline` sit beside it; `ghost` is for low-emphasis actions in toolbars and dialogs.',
        alternatives: [
          'Going to another page is navigation: use a link, or `asChild` with your router’s link to give it the look of a button.',
          'Turning a setting on or off: use Switch. Choosing one of several options: use Select or Checkbox.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'the coloured surface and its focus ring; its height follows `size`.',
            selector: 'button[data-variant]',
          },
          {
            part: 'Icon (optional)',
            description: 'before the label, decorative and hidden from screen readers.',
            story: 'WithIcon',
            selector: 'button[data-variant] > span > span[aria-hidden="true"]',
          },
          {
            part: 'Label',
            description: 'the verb of the action, one line when space allows.',
            selector: 'button[data-variant] > span',
          },
          {
            part: 'Spinner',
            description:
              'shown in the middle while `loading`, over the icon and the label, which turn invisible but keep their space, so the button keeps its width.',
            story: 'Loading',
            selector: 'button[data-loading] > span[data-size]',
          },
        ],
        dos: [
          {
            caption: 'One primary action, with the secondary action beside it in a lower weight.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
                <Button>Demander un devis</Button>
                <Button variant="outline">Voir nos tarifs</Button>
              </div>
            ),
          },
          {
            caption: 'A label that names the action with a verb.',
            example: <Button icon={<Send />}>Envoyer le message</Button>,
          },
        ],
        donts: [
          {
            caption: 'Several primary buttons side by side: nothing tells the visitor which one matters.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
                <Button>Demander un devis</Button>
                <Button>Voir nos tarifs</Button>
                <Button>Nous appeler</Button>
              </div>
            ),
          },
          {
            caption: 'A vague label: «\u00a0Cliquez ici\u00a0» says nothing out of context, for screen readers too.',
            example: <Button variant="secondary">Cliquez ici</Button>,
          },
        ],
        content: [
          'Start with a verb in the infinitive: «\u00a0Envoyer\u00a0», «\u00a0Demander un devis\u00a0», «\u00a0Créer mon compte\u00a0».',
          'Sentence case: only the first word and proper nouns take a capital («\u00a0Nous contacter\u00a0», not «\u00a0Nous Contacter\u00a0»).',
          'Three words or fewer when possible; no final full stop.',
          'A non-breaking space before «\u00a0?\u00a0» and «\u00a0!\u00a0», and inside amounts: «\u00a0Payer 1\u202f499\u00a0€\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action: 'Moves the focus to the button; a disabled button is skipped, a loading one stays reachable.',
          },
          {
            keys: 'Enter',
            action: 'On the button: runs its action; on a link made with `asChild`: opens it.',
          },
          {
            keys: 'Space',
            action: 'On the button: runs its action (a link made with `asChild` does not answer to Space).',
          },
        ],
        accessibility: [
          'A native `button` (`type="button"` unless set), named by its label; the icon is decorative and hidden from screen readers. With `asChild` it renders the child element, a link keeps the link role.',
          'A button with no visible label (an icon alone) needs an `aria-label`; IconButton asks for it.',
          'While `loading`, the button is `aria-busy` and `aria-disabled`, ignores presses and stays in the tab order; its accessible name gains «\u00a0Chargement…\u00a0» (`loadingLabel`).',
          'A disabled button leaves the tab order, so a keyboard user never reaches it: say in the page why the action is unavailable. Under forced colours every variant keeps a border, and a disabled one turns GrayText.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover, focus, pressed, loading and disabled, side by side for each variant. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: forcedStates,
  },
  render: (args) => <ButtonStates {...args} />,
};

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Demander un devis' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Nos services' } };

export const Outline: Story = { args: { variant: 'outline', children: 'En savoir plus' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Annuler' } };

/** Every variant at every size. */
export const VariantsAndSizes: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Envoyer le message' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Envoyer le message/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Envoyer le message Chargement…');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Envoyer' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline' },
  render: (args) => (
    <Button {...args}>
      <a href="#contact">Nous contacter</a>
    </Button>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Nous contacter' });
    await expect(link).toHaveAttribute('href', '#contact');
    await expect(canvas.queryByRole('button')).toBeNull();
    // A handler on the Button (a dialog closing, analytics) still runs for the rendered link.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The icon fills its slot (an icon drawn at 24px included) and is centred on the label's line. */
async function expectIconOnLabelLine(control: HTMLElement, label: string) {
  const svg = control.querySelector('svg');
  const slot = svg?.parentElement;
  if (!svg || !slot) throw new Error('The control has no icon');
  const iconBox = svg.getBoundingClientRect();
  const slotBox = slot.getBoundingClientRect();
  await expect(iconBox.width).toBeCloseTo(slotBox.width, 1);
  await expect(iconBox.height).toBeCloseTo(slotBox.height, 1);

  const walker = control.ownerDocument.createTreeWalker(control, NodeFilter.SHOW_TEXT);
  let text: Node | null = walker.nextNode();
  while (text && !text.textContent?.includes(label)) text = walker.nextNode();
  if (!text) throw new Error(`No text « ${label} » in the control`);
  const range = control.ownerDocument.createRange();
  range.selectNodeContents(text);
  const labelBox = range.getBoundingClientRect();
  const centre = (box: DOMRect) => box.top + box.height / 2;
  await expect(Math.abs(centre(iconBox) - centre(labelBox))).toBeLessThanOrEqual(1);
}

export const WithIcon: Story = {
  args: { icon: <Send />, children: 'Envoyer' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleName('Envoyer');
    await expectIconOnLabelLine(button, 'Envoyer');
  },
};

export const LinkWithIcon: Story = {
  args: { asChild: true, icon: <ArrowRight />, variant: 'secondary' },
  render: (args) => (
    <Button {...args}>
      <a href="#services">Découvrir nos services</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expectIconOnLabelLine(canvas.getByRole('link'), 'Découvrir nos services');
  },
};

export const LongFrenchLabel: Story = {
  args: {
    children: 'Demander un devis personnalisé pour l’externalisation de votre service client',
  },
  decorators: [maxWidth('18rem')],
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Créer mon compte' },
  decorators: [maxWidth('24rem')],
};

/** The French names designers use for Button: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Bouton · bouton d’action · appel à l’action · CTA',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
