import { Steps, headingLevels, stepsLayouts, type StepsItem } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const process: StepsItem[] = [
  {
    id: 'audit',
    title: 'Audit de vos besoins',
    description: 'Un échange de 30 minutes pour comprendre vos volumes, vos outils et vos objectifs.',
  },
  {
    id: 'proposition',
    title: 'Proposition sur mesure',
    description: 'Une offre chiffrée sous 48 h, avec le profil de l’équipe et le planning de démarrage.',
  },
  {
    id: 'formation',
    title: 'Formation de l’équipe',
    description: 'Nos opérateurs se forment à vos procédures et à vos outils, à Toamasina.',
  },
  {
    id: 'lancement',
    title: 'Lancement et suivi',
    description: 'Démarrage progressif, indicateurs partagés et point qualité chaque semaine.',
  },
];

const meta = {
  title: 'Components/Steps',
  component: Steps,
  args: { items: process, layout: 'responsive', level: 3 },
  argTypes: {
    layout: { control: 'inline-radio', options: stepsLayouts },
    level: { control: 'inline-radio', options: headingLevels },
    items: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use `Steps` to explain a process in a few ordered stages (« Comment ça marche ? »). It is an ordered list: assistive technology announces the position, so the visible « 01 », « 02 » numbers are hidden from it and never read twice. The steps sit in a row on wide screens and stack on small ones; use `layout="vertical"` in a narrow column.',
      },
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** An ordered list whose visible numbers are zero-padded and not part of the accessible text. */
export const Semantics: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);

    for (const [index, item] of items.entries()) {
      const number = String(index + 1).padStart(2, '0');
      const shown = within(item).getByText(number);
      await expect(shown).toBeVisible();
      // Hidden from assistive technology: the list already says « 1 of 4 ».
      await expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
      await expect(within(item).queryByText(number, { ignore: '[aria-hidden="true"] *' })).toBeNull();
    }

    await expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveAccessibleName('Audit de vos besoins');
    await expect(canvas.getAllByText(/^0\d$/)).toHaveLength(4);
  },
};

/** From the medium breakpoint the steps sit side by side. */
export const Horizontal: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** On a small screen the steps stack, joined by a vertical line. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
  },
};

export const Vertical: Story = {
  args: { layout: 'vertical' },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
};

export const ThreeSteps: Story = { args: { items: process.slice(0, 3) } };

export const TitlesOnly: Story = {
  args: { items: process.map(({ id, title }) => ({ id, title })) },
};

export const HeadingLevelFour: Story = {
  args: { level: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

export const LongFrenchText: Story = {
  args: {
    items: [
      {
        title: 'Analyse de vos flux d’appels, d’e-mails et de messages sur les réseaux sociaux',
        description:
          'Nous étudions vos volumes par canal et par heure pour dimensionner une équipe disponible 24/7 sans surcoût.',
      },
      {
        title: 'Rédaction des scripts et de la base de connaissances',
        description: 'Avec vos équipes, nous écrivons les réponses types, les procédures d’escalade et le glossaire.',
      },
      {
        title: 'Mise en production accompagnée',
        description: 'Un superviseur suit chaque conversation pendant les deux premières semaines.',
      },
    ],
  },
};
