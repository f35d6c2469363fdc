import { Button, buttonSizes, buttonVariants, IconButton } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRight, Copy, Pencil, RefreshCw, Trash2, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { forcedStates } from '../docs/states';

/** Stands in for a router's link component, which takes its content from its caller. */
const RouterLink = ({ children, ...props }: ComponentProps<'a'>) => <a {...props}>{children}</a>;

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: <X />, 'aria-label': 'Fermer', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'An icon button starts an action whose icon everyone knows, where a label would not fit: closing a panel, copying a link, editing a row. It is square, takes Button’s variants, sizes and loading state, and must have a name for screen readers: `aria-label`, or `aria-labelledby` pointing at a visible text.',
        alternatives: [
          'An action whose icon is not universal, or the main action of a view: use Button, with a label and an optional icon.',
          'Going to another page: use Link, or `asChild` with your router’s link.',
          'Turning a setting on or off: use Switch.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'square, in the variant’s colours; its side is the height of a Button of the same size.',
            selector: 'button',
          },
          {
            part: 'Icon',
            description: 'centred, decorative: the name is not in the picture.',
            selector: 'button [aria-hidden="true"]',
          },
          {
            part: 'Name',
            description: 'hidden on screen, read by screen readers; «\u00a0Chargement…\u00a0» is added while loading.',
            selector: 'button > span > span:not([aria-hidden="true"])',
          },
          {
            part: 'Spinner',
            description: 'replaces the icon while `loading`.',
            story: 'Loading',
            selector: 'button[data-loading] > span[data-size]',
          },
        ],
        dos: [
          {
            caption:
              'A well-known icon with a name that says the action: «\u00a0Fermer\u00a0», «\u00a0Copier le lien\u00a0».',
            example: (
              <div style={{ display: 'flex', gap: '0.5rem' }}>
                <IconButton icon={<X />} aria-label="Fermer" variant="ghost" />
                <IconButton icon={<Copy />} aria-label="Copier le lien" variant="outline" />
              </div>
            ),
          },
          {
            caption: 'A row of icon buttons in a low weight, each with its own name.',
            example: (
              <div style={{ display: 'flex', gap: '0.25rem' }}>
                <IconButton icon={<Pencil />} aria-label="Modifier le devis" variant="ghost" size="sm" />
                <IconButton icon={<Trash2 />} aria-label="Supprimer le devis" variant="ghost" size="sm" />
              </div>
            ),
          },
        ],
        donts: [
          {
            caption: 'An icon nobody can guess for the main action of the page: say it in words with Button.',
            example: <IconButton icon={<ChevronRight />} aria-label="Demander un devis" />,
          },
          {
            caption:
              'A name that describes the picture, not the action: «\u00a0Croix\u00a0» says nothing about what happens.',
            example: <IconButton icon={<X />} aria-label="Croix" variant="ghost" />,
          },
        ],
        content: [
          'The name starts with a verb in the infinitive and says what happens: «\u00a0Fermer la fenêtre\u00a0», «\u00a0Copier le lien\u00a0».',
          'Name the object when several buttons share an icon: «\u00a0Supprimer le devis n°\u00a042\u00a0».',
          'Sentence case, no final full stop; French typography, with a non-breaking space before «\u00a0?\u00a0» and «\u00a0!\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves the focus to the button; a `disabled` one is skipped, a `loading` one stays in the tab order.',
          },
          { keys: 'Enter', action: 'On the button: runs its action; ignored while `loading`.' },
          {
            keys: 'Space',
            action:
              'On the button: runs its action; ignored while `loading`. A link made with `asChild` answers Enter only.',
          },
        ],
        accessibility: [
          'A native `button` (or, with `asChild`, the child’s own role, such as a link). Its name is required by the props: `aria-label`, rendered as visually hidden text inside the button so that page translation tools translate it, or `aria-labelledby` pointing at a visible text.',
          'The icon is hidden from assistive technology: the name must say the action, not describe the picture.',
          'While `loading`, the button gets `aria-busy` and `aria-disabled` and stays focusable; «\u00a0Chargement…\u00a0» is added to an `aria-label` name, and is not announced on its own when it appears.',
          '`disabled` uses the native attribute: the button leaves the tab order and screen readers announce it as unavailable.',
        ],
      }),
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Rest, hover, focus, pressed, loading and disabled, side by side for each variant. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: forcedStates,
  },
  render: ({ icon, onClick }) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <IconButton icon={icon} onClick={onClick} variant={variant} aria-label="Au repos" />
          <IconButton icon={icon} onClick={onClick} variant={variant} aria-label="Survol" data-state-demo="hover" />
          <IconButton icon={icon} onClick={onClick} variant={variant} aria-label="Focus" data-state-demo="focus" />
          <IconButton icon={icon} onClick={onClick} variant={variant} aria-label="Appui" data-state-demo="active" />
          <IconButton icon={icon} onClick={onClick} variant={variant} aria-label="Envoi" loading />
          <IconButton icon={icon} onClick={onClick} variant={variant} aria-label="Désactivé" disabled />
        </div>
      ))}
    </div>
  ),
};

/** Every variant at every size: square, as high as a Button of the same size. */
export const VariantsAndSizes: Story = {
  tags: ['main'],
  render: ({ icon, onClick }) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          {buttonSizes.map((size) => (
            <IconButton
              key={size}
              icon={icon}
              onClick={onClick}
              variant={variant}
              size={size}
              aria-label={`Fermer (${variant} ${size})`}
            />
          ))}
          <Button variant={variant} size="lg">
            Bouton lg
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of buttonSizes) {
      const box = canvas.getByRole('button', { name: `Fermer (primary ${size})` }).getBoundingClientRect();
      await expect(box.width).toBe(box.height);
    }
    const large = canvas.getByRole('button', { name: 'Fermer (primary lg)' }).getBoundingClientRect();
    const button = canvas.getAllByRole('button', { name: 'Bouton lg' })[0]!.getBoundingClientRect();
    await expect(large.height).toBe(button.height);
  },
};

/** Named by its `aria-label`; the icon is hidden from screen readers. Enter and Space activate it. */
export const KeyboardActivation: Story = {
  args: { icon: <Copy />, 'aria-label': 'Copier le lien', variant: 'outline' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copier le lien' });
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Named by a visible heading through `aria-labelledby`. */
export const LabelledByHeading: Story = {
  render: ({ onClick }) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <h2 id="rafraichir-statut" style={{ margin: 0, fontSize: '1.125rem' }}>
        Actualiser le statut
      </h2>
      <IconButton icon={<RefreshCw />} aria-labelledby="rafraichir-statut" variant="ghost" onClick={onClick} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Actualiser le statut' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Busy: the spinner replaces the icon, « Chargement… » adds to the name, and activation is ignored. */
export const Loading: Story = {
  args: { icon: <RefreshCw />, 'aria-label': 'Actualiser', loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Actualiser/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName('Actualiser Chargement…');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Fermer' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** With `asChild`, a link (your router’s) with the look of an icon button, named the same way. */
export const AsLink: Story = {
  args: { icon: <ChevronRight />, 'aria-label': 'Page suivante', variant: 'outline', asChild: true },
  render: (args) => (
    <IconButton {...args}>
      <RouterLink href="#page-2" />
    </IconButton>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Page suivante' });
    await expect(link).toHaveAttribute('href', '#page-2');
    await expect(canvas.queryByRole('button')).toBeNull();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.focus();
    await userEvent.keyboard('{Enter}');
  },
};

/** The French names designers use for IconButton: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Bouton icône · bouton pictogramme · icône cliquable',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
