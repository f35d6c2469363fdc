import { Button, buttonSizes, buttonVariants } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Send } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Demander un devis', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `primary` for the single main action of a view, `secondary` or `outline` for the actions beside it and `ghost` for low-emphasis actions in toolbars. Use `asChild` to give a link the look of a button: navigation stays a link.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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

/** A loading button keeps the width of its label, so the layout does not jump. */
export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Button {...args}>Envoyer le message</Button>
      <Button {...args} loading>
        Envoyer le message
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [idle, loading] = canvas.getAllByRole('button');
    await expect(loading?.getBoundingClientRect().width).toBe(idle?.getBoundingClientRect().width);
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

export const WithIcon: Story = {
  args: { icon: <Send />, children: 'Envoyer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Envoyer');
  },
};

export const LinkWithIcon: Story = {
  args: { asChild: true, icon: <ArrowRight />, variant: 'secondary' },
  render: (args) => (
    <Button {...args}>
      <a href="#services">Découvrir nos services</a>
    </Button>
  ),
};

export const LongFrenchLabel: Story = {
  args: {
    children: 'Demander un devis personnalisé pour l’externalisation de votre service client',
  },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Créer mon compte' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
};

export const KeyboardActivation: Story = {
  args: { children: 'Valider' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Valider' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
