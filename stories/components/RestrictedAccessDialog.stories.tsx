import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  FeatureList,
  FeatureListItem,
  RestrictedAccessDialog,
} from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { blogFeatures, recruitmentFeatures } from '../support/fixtures/RestrictedAccessDialog';
import { screenOf } from '../support/screen';

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
            selector: 'div:has(+ [role="dialog"])',
          },
          {
            part: 'Hourglass icon and close cross',
            description: 'the icon says «\u00a0not ready yet\u00a0» at a glance; the cross closes.',
            selector: '[role="dialog"] > span[aria-hidden="true"]',
          },
          {
            part: 'Title and description',
            description: '«\u00a0Accès restreint\u00a0», then which page is not ready.',
            selector: '[role="dialog"] div:has(> h2)',
          },
          {
            part: 'Availability pill',
            description: '«\u00a0Disponible prochainement\u00a0», with a clock icon.',
            selector: '[role="dialog"] > p',
          },
          {
            part: 'Upcoming features (optional)',
            description:
              'a heading and a list marked as planned (grey dashed circles, not ticks: none of it is available yet); hidden when there are none.',
            selector: '[role="dialog"] div:has(> h3)',
          },
          {
            part: 'Actions',
            description: '«\u00a0Fermer\u00a0» (outline) and «\u00a0Retour à l’accueil\u00a0» (primary), side by side.',
            selector: '[role="dialog"] > div:last-child',
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
        keyboard: [
          {
            keys: 'Tab',
            action:
              'In the notice: moves the focus to its next control; from the last one, back to the first. The page behind is never reached.',
          },
          {
            keys: 'Shift + Tab',
            action: 'In the notice: moves the focus to its previous control; from the first one, to the last.',
          },
          { keys: 'Escape', action: 'In the notice: closes it, as every other way out does.' },
          {
            keys: 'Enter / Space',
            action:
              'On the close cross, «\u00a0Fermer\u00a0» or «\u00a0Retour à l’accueil\u00a0»: closes the notice (a «\u00a0Retour à l’accueil\u00a0» link given as `homeHref` or `homeAction` answers Enter only, and also leads home).',
          },
        ],
        accessibility: [
          'A modal `dialog`, named by its title («\u00a0Accès restreint\u00a0») and described by its sentence, both read when it opens; the features heading is an `h3` under the title’s `h2`.',
          'On open, the focus goes to the close cross, named «\u00a0Fermer la fenêtre\u00a0» (`closeIconLabel`); it stays in the notice, and the page behind is `inert` and hidden from screen readers, widgets added later included.',
          'On close, the focus goes back to the element that had it when the notice opened; when the notice opened with the page, nothing had it, so the next Tab starts from the top of the page.',
          'The hourglass, the clock and the planned marks are hidden from screen readers: the heading «\u00a0Fonctionnalités à venir\u00a0» and «\u00a0Disponible prochainement\u00a0» say it in words. The notice fades in, with no motion when the visitor asks for less.',
        ],
      }),
      // Each story is a modal that covers its frame: render them in their own iframes.
      story: { inline: false, height: '720px' },
    },
  },
} satisfies Meta<typeof RestrictedAccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

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

/** The French names designers use for RestrictedAccessDialog: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Fenêtre d’accès restreint · boîte de dialogue · modale · page fermée',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
