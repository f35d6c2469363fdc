import { RestrictedAccessDialog } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const blogFeatures = ['Articles techniques', 'Tutoriels', 'Études de cas', 'Conseils en transformation digitale'];

const recruitmentFeatures = [
  'Offres d’emploi',
  'Candidature en ligne simplifiée',
  'Présentation de l’équipe',
  'Culture d’entreprise',
];

/** The dialog is portalled to the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Components/RestrictedAccessDialog',
  component: RestrictedAccessDialog,
  args: { open: true, pageName: 'Blog', features: blogFeatures, onExit: fn() },
  argTypes: {
    homeAction: { control: false },
    container: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Use when a visitor reaches a page that exists in the navigation but is not open yet (Blog, Recrutement, Connexion): a modal notice says so, lists what is coming and offers a way back. Every way out (backdrop, Escape, the close icon, « Fermer », « Retour à l’accueil ») calls the single `onExit` callback, where the site navigates home and replaces the history entry. Keep `open` controlled. For a whole page that is being built, with a date and a progress bar, use `UnderConstruction` instead.',
      },
      // Each story is a modal that covers its frame: render them in their own iframes.
      story: { inline: false, height: '720px' },
    },
  },
} satisfies Meta<typeof RestrictedAccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The notice of the Blog page, named by its title and described by its text. */
export const Blog: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Accès Restreint' });
    await expect(dialog).toHaveAccessibleDescription('La page Blog est en cours de développement.');
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'Fonctionnalités à venir' })).toBeVisible();
    const items = within(dialog).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(blogFeatures);
    await expect(within(dialog).getByText('Disponible prochainement')).toBeVisible();
    // Focus starts inside the dialog.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

export const Recrutement: Story = {
  args: { pageName: 'Recrutement', features: recruitmentFeatures },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès Restreint' });
    await expect(dialog).toHaveAccessibleDescription('La page Recrutement est en cours de développement.');
    await waitFor(() => expect(within(dialog).getByText('Candidature en ligne simplifiée')).toBeVisible());
  },
};

/** Without upcoming features the list and its heading are left out. */
export const WithoutFeatures: Story = {
  args: { pageName: 'Connexion', features: [] },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès Restreint' });
    await expect(dialog).toHaveAccessibleDescription('La page Connexion est en cours de développement.');
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    pageName: 'Espace partenaires et revendeurs agréés',
    description:
      'La page Espace partenaires et revendeurs agréés est en cours de développement. Nous finalisons les accès sécurisés, les tableaux de bord de suivi commercial et les outils de formation pour offrir à nos partenaires de Toamasina et d’ailleurs une expérience à la hauteur de leurs attentes.',
    features: [
      'Suivi en temps réel des commissions et des commandes de vos clients',
      'Bibliothèque de supports commerciaux téléchargeables et personnalisables',
      'Parcours de certification en ligne avec attestations officielles',
      'Assistance dédiée avec un interlocuteur unique du lundi au samedi',
      'Tableau de bord des performances comparées par trimestre',
    ],
  },
};

export const Mobile: Story = {
  args: { pageName: 'Recrutement', features: recruitmentFeatures },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès Restreint' });
    const { left, right } = dialog.getBoundingClientRect();
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(viewportWidth);
  },
};

/** The backdrop, the close icon, « Fermer », « Retour à l’accueil » and Escape all call `onExit`. */
export const EveryExitCallsOnExit: Story = {
  play: async ({ args, canvasElement, step }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const doc = canvasElement.ownerDocument;
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès Restreint' });
    const { onExit } = args;

    await step('Click on the backdrop, in a corner of the screen', async () => {
      const backdrop = doc.elementFromPoint(4, 4);
      await expect(backdrop).not.toBeNull();
      await expect(dialog.contains(backdrop)).toBe(false);
      // Radix only listens for outside pointer-downs after the dialog has settled.
      await waitFor(async () => {
        await user.click(backdrop as Element);
        await expect(onExit).toHaveBeenCalledTimes(1);
      });
    });

    await step('Close icon', async () => {
      onExit.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Fermer la fenêtre' }));
      await expect(onExit).toHaveBeenCalledTimes(1);
    });

    await step('« Fermer »', async () => {
      onExit.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await expect(onExit).toHaveBeenCalledTimes(1);
    });

    await step('« Retour à l’accueil »', async () => {
      onExit.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Retour à l’accueil' }));
      await expect(onExit).toHaveBeenCalledTimes(1);
    });

    await step('Escape', async () => {
      onExit.mockClear();
      within(dialog).getByRole('button', { name: 'Fermer' }).focus();
      await user.keyboard('{Escape}');
      await expect(onExit).toHaveBeenCalledTimes(1);
    });
  },
};

/** Tab from the last control returns to the first, Shift+Tab from the first goes to the last. */
export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès Restreint' });
    const first = within(dialog).getByRole('button', { name: 'Fermer la fenêtre' });
    const last = within(dialog).getByRole('button', { name: 'Retour à l’accueil' });
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
  },
};

/** With `homeAction`, « Retour à l’accueil » is the caller's link (a router link in the site) and still calls `onExit`. */
export const WithRouterLink: Story = {
  args: {
    homeAction: (
      <a href="/fr/" onClick={(event) => event.preventDefault()}>
        Retour à l’accueil
      </a>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès Restreint' });
    const link = within(dialog).getByRole('link', { name: 'Retour à l’accueil' });
    await expect(link).toHaveAttribute('href', '/fr/');
    await expect(within(dialog).queryByRole('button', { name: 'Retour à l’accueil' })).toBeNull();
    await user.click(link);
    await expect(args.onExit).toHaveBeenCalledTimes(1);
  },
};
