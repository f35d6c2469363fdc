import { Button, Section, SectionHeader, sectionTones, sectionWidths } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { paragraph } from '../support/fixtures/Section';

const toneLabels = { default: 'Fond par défaut', subtle: 'Fond discret', muted: 'Fond atténué' } as const;
const toneTitles = {
  default: 'Marketing digital et SEO',
  subtle: 'PAO et design graphique',
  muted: 'Assistance virtuelle',
} as const;
const widthLabels = { narrow: 'Largeur étroite', default: 'Largeur par défaut', wide: 'Grande largeur' } as const;
const widthTitles = {
  narrow: 'Télésecrétariat médical',
  default: 'Développement web et mobile',
  wide: 'Annotation de données pour l’IA',
} as const;

const meta = {
  title: 'Layout/Section',
  component: Section,
  subcomponents: { SectionHeader },
  args: {
    tone: 'default',
    width: 'default',
    'aria-labelledby': 'section-services',
    children: (
      <>
        <SectionHeader
          id="section-services"
          eyebrow="Nos services"
          title="Des équipes dédiées, disponibles 24/7"
          intro="Relation client, BPO, marketing digital et développement : un seul partenaire à Madagascar pour vos opérations."
        />
        {paragraph}
      </>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: sectionTones },
    width: { control: 'inline-radio', options: sectionWidths },
    as: { control: 'inline-radio', options: ['section', 'div'] },
    children: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidelines: guidelines({
        purpose:
          'A section is one full-width band of a page: it sets the space above and below, the background tone and a centred column for its content. Open each band with a SectionHeader (a small eyebrow, the title, an intro) and alternate the default and subtle tones so neighbouring bands stand apart.',
        alternatives: [
          'The first band of a landing page, with a large title and a call to action: use Hero.',
          'A group of items of the same kind inside a section: use CardGrid with Card, or FeatureList.',
          'A box that stands out inside the column: use Card, not a nested Section.',
        ],
        anatomy: [
          {
            part: 'Band',
            description: 'the full-width background in the chosen tone, with generous space above and below.',
            selector: '[data-width]',
          },
          {
            part: 'Column',
            description: 'centred, narrow for reading, default, or wide for grids.',
            selector: '[data-width] > div',
          },
          {
            part: 'Eyebrow (optional)',
            description: 'a few words above the title that name the topic.',
            selector: '[data-align] > p:first-child',
          },
          {
            part: 'Title',
            description: 'the section’s heading; it names the region for screen readers.',
            selector: '[data-align] > :is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Intro (optional)',
            description: 'one or two sentences under the title.',
            selector: '[data-align] > :is(h1, h2, h3, h4, h5, h6) + p',
          },
          { part: 'Content', description: 'text, cards, a form, a call to action.', selector: '[data-align] + *' },
        ],
        dos: [
          {
            caption: 'Alternate default and subtle tones so each band reads as its own part of the page.',
            example: (
              <div>
                <Section tone="default" aria-labelledby="exemple-ton-1">
                  <SectionHeader id="exemple-ton-1" level={4} eyebrow="Nos services" title="Relation client 24/7" />
                </Section>
                <Section tone="subtle" aria-labelledby="exemple-ton-2">
                  <SectionHeader
                    id="exemple-ton-2"
                    level={4}
                    eyebrow="Nos références"
                    title="Ils nous font confiance"
                  />
                </Section>
              </div>
            ),
          },
          {
            caption: 'An eyebrow that names the topic, a title that makes a promise, an intro that backs it.',
            example: (
              <SectionHeader
                level={4}
                eyebrow="Pourquoi nous choisir ?"
                title="Un partenaire fiable, à taille humaine"
                intro="Des équipes formées à vos outils et un interlocuteur unique."
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'Two bands of the same tone in a row: they merge into one and the page loses its rhythm.',
            example: (
              <div>
                <Section tone="muted" aria-labelledby="exemple-meme-1">
                  <SectionHeader id="exemple-meme-1" level={4} title="Nos services" />
                </Section>
                <Section tone="muted" aria-labelledby="exemple-meme-2">
                  <SectionHeader id="exemple-meme-2" level={4} title="Nos tarifs" />
                </Section>
              </div>
            ),
          },
          {
            caption: 'A title in capitals that repeats the eyebrow: it shouts and says nothing new.',
            example: <SectionHeader level={4} eyebrow="Nos services" title="NOS SERVICES" />,
          },
        ],
        content: [
          'Eyebrow: two to four words naming the topic (« Nos services »), sentence case; capitals come from the style, not the text.',
          'Title: a promise or a benefit in sentence case, ten words or fewer, no final full stop.',
          'Intro: one or two full sentences that back the title with facts.',
          'French typography: a non-breaking space before « : », « ; », « ! », « ? » (« Pourquoi nous choisir ? »), inside « » and in « 24 h/24 »; the typographic apostrophe ’.',
        ],
        accessibility: [
          'A `section` element: it becomes a `region` landmark only when named, so give it `aria-labelledby` with the `id` of its SectionHeader’s title. Without a title, or around content that is a named region itself, use `as="div"`.',
          'The SectionHeader’s title is a heading of `level` (an `h2` by default; the look does not change): set it from the page outline.',
          'The eyebrow is a paragraph before the heading, read before it and not part of the region’s name; the intro follows the heading.',
          'The tones differ only by their background, which screen readers do not announce: each band is told apart by its heading.',
        ],
      }),
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** Each tone, stacked as on a page. */
export const Tones: Story = {
  tags: ['main'],
  render: () => (
    <>
      {sectionTones.map((tone) => (
        <Section key={tone} tone={tone} aria-labelledby={`tone-${tone}`}>
          <SectionHeader id={`tone-${tone}`} eyebrow={toneLabels[tone]} title={toneTitles[tone]} />
        </Section>
      ))}
    </>
  ),
};

/** The container widths: `narrow` for reading, `default`, `wide` for dense grids. */
export const Widths: Story = {
  render: () => (
    <>
      {sectionWidths.map((width, index) => (
        <Section key={width} width={width} tone={index % 2 ? 'subtle' : 'default'} aria-labelledby={`width-${width}`}>
          <SectionHeader id={`width-${width}`} eyebrow={widthLabels[width]} title={widthTitles[width]} />
          <div style={{ height: '3rem', borderRadius: '8px', background: 'var(--cui-color-primary-subtle)' }} />
        </Section>
      ))}
    </>
  ),
};

/** A centred header, for the opening of a landing section. */
export const CenteredHeader: Story = {
  args: {
    tone: 'subtle',
    children: (
      <>
        <SectionHeader
          id="section-services"
          align="center"
          eyebrow="Pourquoi nous choisir ?"
          title="Un partenaire fiable, à taille humaine"
          intro="Des processus qualité, des équipes formées à vos outils et un interlocuteur unique."
        />
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Button>Demander un devis</Button>
        </div>
      </>
    ),
  },
};

/** `actions` puts the buttons after the intro, side by side while they fit, centred under a centred header. */
export const HeaderActions: Story = {
  args: {
    children: (
      <>
        <SectionHeader
          id="section-actions-start"
          title="Télésecrétariat médical"
          intro={'Vos appels pris en charge du lundi au samedi, de 7\u00a0h à 20\u00a0h.'}
          actions={
            <>
              <Button size="lg">Demander un devis</Button>
              <Button size="lg" variant="outline">
                Voir les tarifs
              </Button>
            </>
          }
        />
        <SectionHeader
          id="section-actions-center"
          align="center"
          title={'Prêt à démarrer\u00a0?'}
          intro={'Parlons de votre projet\u00a0: réponse sous 24\u00a0h ouvrées.'}
          actions={
            <>
              <Button size="lg">Nous contacter</Button>
              <Button size="lg" variant="outline">
                Nos services
              </Button>
            </>
          }
        />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const centred = canvas.getByRole('heading', { name: 'Prêt à démarrer\u00a0?' }).parentElement!;
    const row = canvas.getByRole('button', { name: 'Nous contacter' }).parentElement!;
    await expect(centred).toContainElement(row);
    await expect(getComputedStyle(row).justifyContent).toBe('center');
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Demander un devis' }).parentElement!).justifyContent,
    ).toBe('normal');
  },
};

export const LongFrenchText: Story = {
  args: {
    children: (
      <>
        <SectionHeader
          id="section-services"
          eyebrow="Externalisation de processus métier (BPO) et assistance virtuelle"
          title="Confiez-nous la saisie, la modération, l’annotation de données et le support de niveau 1 pendant que vos équipes se concentrent sur leur cœur de métier"
          intro="Nos opérateurs et opératrices, formés à Toamasina, travaillent sur vos outils, selon vos procédures et vos horaires, avec un reporting hebdomadaire et des indicateurs de qualité partagés."
        />
        {paragraph}
      </>
    ),
  },
};

/** The French names designers use for Section: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Section de page · bloc · rubrique',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
