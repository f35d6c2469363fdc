import { LoadingState, Section, SectionHeader } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { children: 'Chargement des données de sécurité…' },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A loading state holds the place of a block whose data has not arrived yet (a table, a panel, an account space), in a dashed frame with a short text that says what loads. The page keeps its shape, and the visitor reads what is coming instead of an empty area.',
        alternatives: [
          'The shape of the content matters (cards, lines of text): use Skeleton, which draws it.',
          'An action in progress on a button or in a small space: use Spinner, or Button with `loading`.',
          'The data came back empty: use EmptyState, which says why and what to do.',
        ],
        anatomy: [
          {
            part: 'Frame',
            description: 'a dashed border where the block will be; the text is centred in it.',
            selector: 'p',
          },
          {
            part: 'Text',
            description: 'what loads, ending with an ellipsis; with `role="status"`, screen readers announce it.',
            selector: 'p',
          },
        ],
        dos: [
          {
            caption: 'Say what loads: «\u00a0Chargement de votre espace…\u00a0».',
            example: <LoadingState>Chargement de votre espace…</LoadingState>,
          },
          {
            caption: 'One status per wait: `role="status"` here, unless a banner of the page already says it loads.',
            example: <LoadingState role="status">Chargement des factures…</LoadingState>,
          },
        ],
        donts: [
          {
            caption: 'A bare «\u00a0Chargement…\u00a0»: the visitor does not know what is coming.',
            example: <LoadingState>Chargement…</LoadingState>,
          },
          {
            caption: 'A loading state for an empty result: once loaded with nothing to show, use EmptyState.',
            example: (
              <LoadingState>
                <Inbox aria-hidden="true" style={{ verticalAlign: 'middle' }} /> Aucun message
              </LoadingState>
            ),
          },
        ],
        content: [
          'What loads, as a noun phrase after «\u00a0Chargement\u00a0»: «\u00a0Chargement des données de sécurité…\u00a0».',
          'End with the ellipsis character «\u00a0…\u00a0», not three full stops.',
        ],
        accessibility: [
          'A plain paragraph with no role by default: screen readers read it in the page’s flow but do not announce it. Pass `role="status"` for a polite announcement, once per wait.',
          'Nothing announces the end of the wait: the content that replaces it, or a status elsewhere, must say it when that matters.',
          'No motion: the frame and its text are still, so there is nothing to reduce for visitors who ask for less motion.',
        ],
      }),
    },
  },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** With `role="status"`, screen readers announce the text. */
export const AsStatus: Story = {
  args: { role: 'status', children: 'Chargement de votre espace…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de votre espace…');
  },
};

/** In a section, in the place of the table its data will fill. */
export const InSection: Story = {
  render: (args) => (
    <Section aria-labelledby="loading-attacks">
      <SectionHeader id="loading-attacks" title="Attaques récentes" />
      <LoadingState {...args} />
    </Section>
  ),
};

export const LongFrenchText: Story = {
  args: {
    children:
      'Chargement de l’historique de vos demandes d’assistance, de vos factures et des documents partagés par votre chef de projet…',
  },
};

/** The French names designers use for LoadingState: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'État de chargement · chargement en cours · emplacement réservé',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
