import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  FeatureList,
  FeatureListItem,
  RestrictedAccessDialog,
  Theme,
} from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { guidelines } from '../docs/guidelines';

const blogFeatures = ['Articles techniques', 'Tutoriels', 'Études de cas', 'Conseils en transformation digitale'];

const recruitmentFeatures = [
  'Offres d’emploi',
  'Candidature en ligne simplifiée',
  'Présentation de l’équipe',
  'Culture d’entreprise',
];

/** The dialog is portalled to the body: query from there. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The notice’s text drawn in place with the components it is made of, for the do and don’t
 * examples: the real notice is a modal and would cover the docs page.
 */
function NoticeContent({ description, features }: { description: string; features: string[] }) {
  return (
    <Card variant="elevated">
      <CardHeader>
        <CardTitle level={4}>Accès restreint</CardTitle>
      </CardHeader>
      <CardBody>
        <p style={{ margin: 0 }}>{description}</p>
        {features.length > 0 ? (
          <FeatureList>
            {features.map((feature) => (
              <FeatureListItem key={feature}>{feature}</FeatureListItem>
            ))}
          </FeatureList>
        ) : null}
      </CardBody>
    </Card>
  );
}

const meta = {
  title: 'Overlays/RestrictedAccessDialog',
  component: RestrictedAccessDialog,
  // Controlled and always open, so that each way out can be tried in turn: `onOpenChange(false)`
  // reports it and the notice stays. Without `open`, it closes by itself.
  args: { open: true, pageName: 'Blog', features: blogFeatures, onOpenChange: fn() },
  argTypes: {
    homeAction: { control: false },
    container: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A modal notice for a page that is in the navigation but not open yet (Blog, Recrutement, Connexion): it says so, lists what is coming and offers a way back. Every way out (backdrop, Escape, the cross, «\u00a0Fermer\u00a0», «\u00a0Retour à l’accueil\u00a0») closes it the same way.',
        alternatives: [
          'A whole page that is being built, with a date and a progress bar: use UnderConstruction as the page itself.',
          'A page that does not exist at all: the site’s 404 page, not this notice.',
          'A message that must not interrupt (a feature in beta): use Alert or StatusBanner inside the page.',
        ],
        anatomy: [
          {
            part: 'Backdrop',
            description:
              'darkens the page behind, which is inert while the notice is open (widgets such as a chat launcher or a cookie banner included); a click on it closes the notice.',
          },
          {
            part: 'Lock icon and close cross',
            description: 'the icon says «\u00a0restricted\u00a0» at a glance; the cross closes.',
          },
          {
            part: 'Title and description',
            description: '«\u00a0Accès restreint\u00a0», then which page is not ready.',
          },
          { part: 'Availability pill', description: '«\u00a0Disponible prochainement\u00a0», with a clock icon.' },
          {
            part: 'Upcoming features (optional)',
            description: 'a heading and a checked list; hidden when there are none.',
          },
          {
            part: 'Actions',
            description: '«\u00a0Fermer\u00a0» (outline) and «\u00a0Retour à l’accueil\u00a0» (primary), side by side.',
          },
        ],
        dos: [
          {
            caption:
              'In the notice: upcoming features named the way visitors will look for them, four or five at most.',
            example: (
              <NoticeContent
                description="La page Recrutement est en cours de développement."
                features={recruitmentFeatures}
              />
            ),
          },
          {
            caption: 'In the notice: one way to stay and one way to leave, with the primary button on the way home.',
            example: (
              <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
                <Button variant="outline">Fermer</Button>
                <Button>Retour à l’accueil</Button>
              </div>
            ),
          },
        ],
        donts: [
          {
            caption: 'In the notice: internal work as features; visitors want to know what they will be able to do.',
            example: (
              <NoticeContent
                description="La page Blog est en cours de développement."
                features={['Migration du CMS', 'Tests de charge', 'Refonte de l’API']}
              />
            ),
          },
          {
            caption:
              'In the notice: a blunt refusal with no page name and no date: the visitor does not know if it will ever open.',
            example: <NoticeContent description="Accès refusé." features={[]} />,
          },
        ],
        content: [
          'Title: «\u00a0Accès restreint\u00a0», or a short noun phrase; no exclamation mark.',
          'Description: one sentence that names the page: «\u00a0La page Blog est en cours de développement.\u00a0»',
          'Features: noun phrases in sentence case, no final full stop, written for visitors: «\u00a0Candidature en ligne simplifiée\u00a0».',
          'Buttons: verbs or destinations, «\u00a0Fermer\u00a0» and «\u00a0Retour à l’accueil\u00a0»; never «\u00a0OK\u00a0».',
          'French typography: «\u00a0» quotes with no-break spaces, a no-break space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0», the typographic apostrophe («\u00a0l’accueil\u00a0»).',
        ],
      }),
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
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Accès restreint' });
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
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    await expect(dialog).toHaveAccessibleDescription('La page Recrutement est en cours de développement.');
    await waitFor(() => expect(within(dialog).getByText('Candidature en ligne simplifiée')).toBeVisible());
  },
};

/** Without upcoming features the list and its heading are left out. */
export const WithoutFeatures: Story = {
  args: { pageName: 'Connexion', features: [] },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
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
  tags: ['!autodocs'],
  args: { pageName: 'Recrutement', features: recruitmentFeatures },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    const { left, right } = dialog.getBoundingClientRect();
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(viewportWidth);
  },
};

/** The backdrop, the close icon, « Fermer », « Retour à l’accueil » and Escape all call `onOpenChange(false)`. */
export const EveryExitCallsOnOpenChange: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement, step }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const doc = canvasElement.ownerDocument;
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    // Optional in the props, always the meta's spy here.
    const onOpenChange = args.onOpenChange!;

    await step('Click on the backdrop, in a corner of the screen', async () => {
      const backdrop = doc.elementFromPoint(4, 4);
      await expect(backdrop).not.toBeNull();
      await expect(dialog.contains(backdrop)).toBe(false);
      // Radix only listens for outside pointer-downs after the dialog has settled.
      await waitFor(async () => {
        await user.click(backdrop as Element);
        await expect(onOpenChange.mock.calls).toEqual([[false]]);
      });
    });

    await step('Close icon', async () => {
      onOpenChange.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Fermer la fenêtre' }));
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });

    await step('«\u00a0Fermer\u00a0»', async () => {
      onOpenChange.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });

    await step('«\u00a0Retour à l’accueil\u00a0»', async () => {
      onOpenChange.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Retour à l’accueil' }));
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });

    await step('Escape', async () => {
      onOpenChange.mockClear();
      within(dialog).getByRole('button', { name: 'Fermer' }).focus();
      await user.keyboard('{Escape}');
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });
  },
};

/** Tab from the last control returns to the first, Shift+Tab from the first goes to the last. */
export const FocusIsTrapped: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
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

/**
 * The notice over a page: the page, the widgets it loads afterwards (a chat launcher, a cookie
 * banner) included, is `inert` while the notice is open, so Tab, a click and a screen reader only
 * reach the notice. Content that must stay reachable belongs in the notice itself.
 */
export const PageBehindIsInert: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <a href="#articles">Nos articles</a>
      <p style={{ margin: 0 }}>Le blog ouvre bientôt.</p>
      <RestrictedAccessDialog {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    // Out of the accessibility tree: found only among hidden elements.
    await expect(canvas.queryByRole('link', { name: 'Nos articles' })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Nos articles', hidden: true });
    await waitFor(() => expect(link.closest('[inert]')).not.toBeNull());
    await expect(dialog.closest('[inert]')).toBeNull();

    // A widget the page loads once the notice is up.
    const launcher = doc.createElement('button');
    launcher.textContent = 'Ouvrir l’assistant';
    canvasElement.append(launcher);
    for (const element of [link, launcher]) {
      element.focus();
      await expect(element).not.toHaveFocus();
    }

    // Tab goes round the notice's three controls and never reaches the page.
    const controls = within(dialog).getAllByRole('button');
    await expect(controls).toHaveLength(3);
    await waitFor(() => expect(controls[0]).toHaveFocus());
    for (const next of [controls[1], controls[2], controls[0]]) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    launcher.remove();
  },
};

/** With `homeAction`, « Retour à l’accueil » is the caller's link (a router link) and still calls `onOpenChange(false)`. */
export const WithRouterLink: Story = {
  tags: ['!autodocs'],
  args: {
    homeAction: (
      <a href="/fr/" onClick={(event) => event.preventDefault()}>
        Retour à l’accueil
      </a>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    const link = within(dialog).getByRole('link', { name: 'Retour à l’accueil' });
    await expect(link).toHaveAttribute('href', '/fr/');
    await expect(within(dialog).queryByRole('button', { name: 'Retour à l’accueil' })).toBeNull();
    await user.click(link);
    await expect(args.onOpenChange!.mock.calls).toEqual([[false]]);
  },
};

/**
 * Opened from a dark band of a light page: the notice is portalled to the end of the body, out of
 * the band, and still takes the band's scheme rather than the page's.
 */
export const InsideDarkTheme: Story = {
  tags: ['!autodocs'],
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
        <p style={{ marginBlock: '0 1rem' }}>Nos articles arrivent bientôt.</p>
        <Button onClick={() => setOpen(true)}>Lire le blog</Button>
        <RestrictedAccessDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </Theme>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lire le blog' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    await expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    // The panel's own background (the surface token) wins over the scheme's page background.
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The French names designers use for RestrictedAccessDialog: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fenêtre d’accès restreint · boîte de dialogue · modale · page fermée',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
