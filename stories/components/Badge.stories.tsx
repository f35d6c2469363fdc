import { Badge, badgeSizes, badgeTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, Check, Clock, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { toneLabels } from '../support/fixtures/Badge';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: '24/7', tone: 'brand', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A badge is a short label that sits next to a title or in a table row: a status (« Disponible »), a category (« SEO »), a count. It is not clickable. Pick the tone from the meaning and let the word carry that meaning too, so colour is never the only signal.',
        alternatives: [
          'A message that needs a sentence: use Alert. The security level of a status page: use StatusBanner.',
          'A filter or a choice the visitor can click: use Button (ghost or outline) or Checkbox, never a badge.',
          'A person’s initials: use Avatar.',
        ],
        anatomy: [
          {
            part: 'Container',
            description: 'the rounded, tinted pill; its colours follow tone, its height follows size.',
            selector: '[data-tone][data-size]',
          },
          {
            part: 'Icon (optional)',
            description: 'before the text, decorative.',
            story: 'WithIcon',
            selector: 'span[data-tone] > span[aria-hidden="true"]',
          },
          {
            part: 'Text',
            description: 'one to three words on one line, cut with « … » when space runs out.',
            selector: '[data-tone] > span:last-child',
          },
        ],
        dos: [
          {
            caption: 'A tone that matches the word: green for what is available, red for what is not.',
            example: (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
                <Badge tone="success">Disponible</Badge>
                <Badge tone="warning">Places limitées</Badge>
                <Badge tone="danger">Complet</Badge>
              </div>
            ),
          },
          {
            caption: 'One badge beside a title, to flag what is new.',
            example: (
              <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0, fontWeight: 600 }}>
                Télésecrétariat médical
                <Badge tone="brand" size="sm">
                  Nouveau
                </Badge>
              </p>
            ),
          },
        ],
        donts: [
          {
            caption:
              'Colour alone: two « Statut » badges in different tones say nothing to someone who cannot tell them apart.',
            example: (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
                <Badge tone="success">Statut</Badge>
                <Badge tone="danger">Statut</Badge>
              </div>
            ),
          },
          {
            caption: 'A sentence in a badge: it is cut off or breaks the line; use Alert or plain text.',
            example: (
              <div style={{ maxWidth: '16rem' }}>
                <Badge tone="info">Nos équipes vous répondent du lundi au samedi</Badge>
              </div>
            ),
          },
        ],
        content: [
          'One to three words, sentence case, no final full stop: « Nouveau », « Places limitées ».',
          'Use the same word for the same status across the site: always « Disponible », not « Libre » on one page.',
          'Numbers and units keep their non-breaking spaces: « Réponse sous 24 h », « Dès 1 499 € ».',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » and inside « »; the typographic apostrophe ’.',
        ],
        accessibility: [
          'A badge is plain text in a `span`, with no role and no focus: screen readers read its words where it stands, so they must carry the meaning; the tone’s colour is never announced.',
          'The icon is decorative and hidden from screen readers.',
          'Text cut with «\u00a0…\u00a0» is still read in full by screen readers, but sighted readers lose the end: keep it short rather than rely on the cut.',
          'Under forced colours, where the tints are removed, every tone keeps a visible border, so the pill keeps its shape.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Every tone at every size, each with a word that carries its meaning. */
export const TonesAndSizes: Story = {
  tags: ['main'],
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {toneLabels[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** An icon before the text reinforces its meaning; it is decorative, the text says it all. */
export const WithIcon: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge tone="success" icon={<Check />}>
        Certifié ISO&nbsp;9001
      </Badge>
      <Badge tone="brand" icon={<Sparkles />}>
        Nouveau service
      </Badge>
      <Badge tone="warning" icon={<AlertTriangle />} size="sm">
        Places limitées
      </Badge>
      <Badge tone="neutral" icon={<Clock />} size="sm">
        Réponse sous 24&nbsp;h
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-tone="success"]');
    await expect(badge?.textContent).toBe('Certifié ISO 9001');
    await expect(badge?.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Long labels stay on one line and are cut with an ellipsis when space runs out. */
export const LongFrenchText: Story = {
  args: { tone: 'info', children: 'Annotation de données pour l’intelligence artificielle' },
  decorators: [maxWidth('14rem')],
};

/** The French names designers use for Badge: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Pastille · badge · étiquette · statut',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
