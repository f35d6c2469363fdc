import { ProgressBar, progressBarSizes, progressBarTones } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { ProgressBarStates } from '../support/fixtures/ProgressBar';
import { maxWidth } from '../support/frame';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 64, label: 'Annotation du lot d’images', tone: 'brand', size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  decorators: [maxWidth('28rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A progress bar shows how far a task with a known end has come: a project, a batch of files, a monthly goal. Its visible label names the task and the value shows as a percentage, or as a count when that says more (« 320 images sur 500 »).',
        alternatives: [
          'An action that runs for a moment with no known end (sending a form): use the loading state of Button.',
          'The steps of a process (« Devis », « Signature », « Démarrage »): use Steps. A single key figure: use Stat.',
          'A level of skill or use that is not progress (« Maîtrise de React »): use TechnologyMeter.',
        ],
        anatomy: [
          {
            part: 'Label',
            description: 'names the task, above the bar at the start.',
            selector: '[data-tone] > div:first-child > span:first-child',
          },
          {
            part: 'Value (optional)',
            description: 'the percentage or a count, above the bar at the end; hideValue removes it from sight.',
            selector: '[data-tone] span[aria-hidden="true"]',
          },
          { part: 'Track', description: 'the full length, 100 %.', selector: '[role="progressbar"]' },
          {
            part: 'Fill',
            description: 'the part done, in the tone’s colour; sm and md set its thickness.',
            selector: '[role="progressbar"] > div',
          },
        ],
        dos: [
          {
            caption: 'A label that names the task and a value in the visitor’s units.',
            example: <ProgressBar value={64} label="Annotation du lot d’images" valueText="320 images sur 500" />,
          },
          {
            caption: 'The success tone once the task is complete, with a label that says so.',
            example: <ProgressBar value={100} label="Formation de l’équipe terminée" tone="success" />,
          },
        ],
        donts: [
          {
            caption: 'A bar without a task name: « Progression » alone says nothing about what progresses.',
            example: <ProgressBar value={40} label="Progression" />,
          },
          {
            caption: 'A bar for something that is not progress: a team’s mood is not 72 % of a task.',
            example: <ProgressBar value={72} label="Satisfaction de l’équipe" tone="warning" />,
          },
        ],
        content: [
          'The label names the task in sentence case, without a final full stop: « Migration des données ».',
          'Percentages take a narrow non-breaking space before « % » (« 64 % »), added for you; write counts in words the visitor uses: « 320 images sur 500 ».',
          'Amounts keep their spaces unbroken: « 12 400 € sur 20 000 € ».',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » and inside « »; the typographic apostrophe ’.',
        ],
        accessibility: [
          'The track is a `progressbar` named by the visible label (`aria-labelledby`), with `aria-valuenow` from 0 to 100 and `aria-valuetext` set to the percentage («\u00a064\u202f%\u00a0») or to `valueText` («\u00a0320 images sur 500\u00a0»).',
          'The value shown above the bar is hidden from screen readers, which read `aria-valuetext` instead: a `valueText` must say the same as the screen.',
          'It is not a live region and takes no focus: screen readers do not reliably announce a change of value; say the end of the task in a status message when it matters.',
          'The tone only colours the fill: say a state (done, late) in the label, not in the colour.',
        ],
      }),
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Not started, in progress and complete, side by side. */
export const States: Story = {
  tags: ['main'],
  render: () => <ProgressBarStates />,
};

/** A count instead of the percentage, shown and announced. */
export const ValueAsCount: Story = {
  args: { value: 64, valueText: '320 images sur 500', label: 'Annotation du lot d’images' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '320 images sur 500');
  },
};

export const HiddenValue: Story = { args: { hideValue: true } };

export const Empty: Story = { args: { value: 0, label: 'Recrutement de l’équipe' } };

export const Complete: Story = { args: { value: 100, label: 'Formation terminée', tone: 'success' } };

/** Every tone and size. */
export const TonesAndSizes: Story = {
  tags: ['main'],
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      {progressBarSizes.flatMap((size) =>
        progressBarTones.map((tone, index) => (
          <ProgressBar
            key={`${size}-${tone}`}
            size={size}
            tone={tone}
            value={20 + index * 15}
            label={`Projet ${index + 1}, taille ${size === 'sm' ? 'fine' : 'moyenne'}`}
          />
        )),
      )}
    </div>
  ),
};

export const LongFrenchText: Story = {
  args: {
    value: 42,
    label: 'Déploiement du centre de relation client 24/7 pour les marchés français, belge et canadien',
  },
};

/** The French names designers use for ProgressBar: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Barre de progression · avancement · jauge · pourcentage',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
