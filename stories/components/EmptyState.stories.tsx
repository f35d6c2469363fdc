import { Button, EmptyState, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearch, Inbox, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Inbox />,
    title: 'Aucune demande de devis pour le moment',
    description: 'Vos demandes apparaîtront ici dès que vous en aurez envoyé une. Nous répondons sous 48 h ouvrées.',
    level: 2,
  },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    icon: { control: false },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `EmptyState` in place of a list, a table or search results that have nothing to show yet. Say what is empty in plain words, why, and offer the one action that fixes it. The icon is decorative.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const onCreate = fn();

/** The title is a heading, the icon is hidden, and the action works from the keyboard. */
export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<Plus />} onClick={onCreate}>
        Demander un devis
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    onCreate.mockClear();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Aucune demande de devis pour le moment' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Demander un devis' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** `level` fits the title into the page outline. */
export const HeadingLevelThree: Story = {
  args: {
    level: 3,
    icon: <FileSearch />,
    title: 'Aucun résultat pour « télémarketing »',
    description: 'Vérifiez l’orthographe ou essayez un terme plus général, comme « relation client ».',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAccessibleName(
      'Aucun résultat pour « télémarketing »',
    );
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, description: undefined, title: 'Aucun document partagé' },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Vous n’avez encore confié aucune mission d’annotation de données ni de modération de contenus',
    description:
      'Décrivez votre jeu de données (images, textes ou enregistrements audio), le volume à traiter et vos consignes : nous vous proposons une équipe, un planning et un protocole de contrôle qualité sous 48 h.',
    action: (
      <>
        <Button>Décrire mon projet</Button>
        <Button variant="outline">Voir un exemple</Button>
      </>
    ),
  },
};

export const Mobile: Story = {
  ...WithAction,
  play: undefined,
  globals: { viewport: { value: 'mobile' } },
};
