import { Button, EmptyState, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileSearch, Inbox, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { phoneWidth } from '../support/frame';
import { onPhone } from '../support/viewport';

const meta = {
  title: 'Feedback/EmptyState',
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
      guidelines: guidelines({
        purpose:
          'An empty state takes the place of a list, a table or search results that have nothing to show yet. It says in plain words what is empty and why, and offers the one action that fills it. It turns a blank area into a next step.',
        alternatives: [
          'A message about an action that failed or succeeded: use Alert.',
          'A whole page that is not ready yet: use UnderConstruction.',
        ],
        anatomy: [
          {
            part: 'Icon (optional)',
            description: 'in a tile, hints at what is missing; decorative.',
            selector: 'span[data-tone][aria-hidden="true"]',
          },
          {
            part: 'Title',
            description: 'what is empty, as a heading whose level fits the page.',
            selector: ':is(h1, h2, h3, h4, h5, h6)',
          },
          { part: 'Description (optional)', description: 'why it is empty and what will appear here.', selector: 'p' },
          {
            part: 'Action (optional)',
            description: 'usually one Button that fixes the emptiness.',
            story: 'WithAction',
            selector: 'button[data-variant], a[data-variant]',
          },
        ],
        dos: [
          {
            caption: 'Say what is empty, what will appear, and give the one action that changes it.',
            example: (
              <EmptyState
                icon={<Inbox />}
                level={3}
                title="Aucune demande de devis pour le moment"
                description="Vos demandes apparaîtront ici dès que vous en aurez envoyé une."
                action={<Button icon={<Plus />}>Demander un devis</Button>}
              />
            ),
          },
          {
            caption: 'For a search with no result, repeat the search and suggest how to widen it.',
            example: (
              <EmptyState
                icon={<FileSearch />}
                level={3}
                title="Aucun résultat pour « télémarketing »"
                description="Essayez un terme plus général, comme « relation client »."
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'A bare « Aucune donnée »: the visitor does not know whether something is broken nor what to do.',
            example: <EmptyState level={3} title="Aucune donnée" />,
          },
          {
            caption: 'Several actions of equal weight: the visitor hesitates; keep one primary action.',
            example: (
              <EmptyState
                icon={<Inbox />}
                level={3}
                title="Aucun document partagé"
                action={
                  <>
                    <Button>Importer</Button>
                    <Button>Créer</Button>
                    <Button>Inviter</Button>
                  </>
                }
              />
            ),
          },
        ],
        content: [
          'Title: what is empty, starting with « Aucun » or « Aucune », sentence case, no final full stop.',
          'Description: one or two full sentences on why, and what will show here; a delay if there is one (« sous 48 h ouvrées »).',
          'Action: a verb in the infinitive that fills the space (« Demander un devis »), never « Cliquez ici ».',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? », inside « » and in « 48 h »; the typographic apostrophe ’.',
        ],
        accessibility: [
          'A plain block with no role: its title is a heading, level 2 unless `level` fits it to the page outline, so screen reader users find it by heading.',
          'The icon is decorative and hidden from screen readers: the title must say what is empty on its own.',
          'It is not a live region: an empty state that replaces search results or a list after an action is not announced, so the page must say so elsewhere, for instance in a status message with the number of results. It takes no focus; only the action’s button does.',
        ],
      }),
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

const onCreate = fn();

/** The usual empty state: what is empty, why, and the one action that fills it. */
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

/** A search with no result, inside a page section: the title is a level 3 heading. */
export const NoSearchResults: Story = {
  args: {
    level: 3,
    icon: <FileSearch />,
    title: 'Aucun résultat pour «\u00a0télémarketing\u00a0»',
    description: 'Vérifiez l’orthographe ou essayez un terme plus général, comme «\u00a0relation client\u00a0».',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAccessibleName(
      'Aucun résultat pour «\u00a0télémarketing\u00a0»',
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

/** On a phone the text wraps and the action stays under it. */
export const Mobile: Story = {
  ...WithAction,
  play: undefined,
  globals: onPhone,
  decorators: [phoneWidth],
};

/** The French names designers use for EmptyState: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'État vide · aucun résultat · liste vide',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
