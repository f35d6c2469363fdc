import { Button, Section, SectionHeader, headingLevels, sectionTones, sectionWidths } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const paragraph = (
  <p style={{ margin: 0, maxWidth: '40rem' }}>
    Depuis Toamasina, nos équipes accompagnent les entreprises francophones&nbsp;: centre de relation client 24/7,
    externalisation BPO, développement web et mobile, annotation de données pour l’IA.
  </p>
);

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
  title: 'Components/Section',
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
    children: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use `Section` for each full-width band of a page: it gives the vertical rhythm, the background `tone` and a centred container (`narrow` for reading, `wide` for grids). Open it with a `SectionHeader` and give the header an `id` that the section’s `aria-labelledby` points to, so the band becomes a named region. Alternate `default` and `subtle` tones to separate neighbouring bands.',
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Labelled by its header’s title, the section is a named region. */
export const LabelledByHeader: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Des équipes dédiées, disponibles 24/7' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-services');
  },
};

export const Subtle: Story = { args: { tone: 'subtle' } };

export const Muted: Story = { args: { tone: 'muted' } };

/** Each tone, stacked as on a page. */
export const Tones: Story = {
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

export const Narrow: Story = { args: { width: 'narrow' } };

export const Wide: Story = { args: { width: 'wide' } };

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

/** `level` changes the heading element, never its look. */
export const HeaderLevels: Story = {
  render: () => (
    <Section>
      {headingLevels.map((level) => (
        <SectionHeader key={level} level={level} eyebrow={`Niveau ${level}`} title={`Titre de niveau ${level}`} />
      ))}
    </Section>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      const heading = canvas.getByRole('heading', { level, name: `Titre de niveau ${level}` });
      await expect(heading.tagName).toBe(`H${level}`);
    }
  },
};

/** Without `level`, the title is an `<h2>`. */
export const DefaultLevel: Story = {
  render: () => <SectionHeader title="Télésecrétariat médical" intro="Prise de rendez-vous et accueil téléphonique." />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Télésecrétariat médical' }).tagName).toBe('H2');
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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
