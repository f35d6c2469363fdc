import { Hero } from '@company/blocks';
import { Button, headingLevels } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { guidelines } from '../docs/guidelines';
import { title } from '../support/fixtures/blocks/Hero';

// A self-contained illustration, so the story never depends on the network.
const illustration = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 460">
  <rect width="640" height="460" fill="#dbe7fe"/>
  <circle cx="560" cy="70" r="120" fill="#bfd4fd"/>
  <rect x="48" y="56" width="380" height="250" rx="18" fill="#ffffff"/>
  <rect x="72" y="84" width="150" height="14" rx="7" fill="#1e40af"/>
  <rect x="72" y="110" width="240" height="10" rx="5" fill="#cbd5e1"/>
  <rect x="72" y="236" width="36" height="46" rx="6" fill="#bfd4fd"/>
  <rect x="124" y="204" width="36" height="78" rx="6" fill="#3b6ff0"/>
  <rect x="176" y="176" width="36" height="106" rx="6" fill="#1d4ed8"/>
  <rect x="228" y="150" width="36" height="132" rx="6" fill="#1e40af"/>
  <rect x="280" y="190" width="36" height="92" rx="6" fill="#3b6ff0"/>
  <rect x="332" y="166" width="36" height="116" rx="6" fill="#1d4ed8"/>
  <rect x="300" y="250" width="292" height="160" rx="18" fill="#ffffff"/>
  <circle cx="352" cy="300" r="26" fill="#a7f3c6"/>
  <path d="M340 300l9 9 17-18" stroke="#166534" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="392" y="284" width="160" height="12" rx="6" fill="#0f172a"/>
  <rect x="392" y="306" width="120" height="10" rx="5" fill="#94a3b8"/>
  <rect x="330" y="350" width="232" height="12" rx="6" fill="#e2e8f0"/>
  <rect x="330" y="350" width="176" height="12" rx="6" fill="#15803d"/>
  <circle cx="110" cy="380" r="40" fill="#ffffff"/>
  <path d="M92 384v-8a18 18 0 0 1 36 0v8" stroke="#1d4ed8" stroke-width="6" fill="none" stroke-linecap="round"/>
  <rect x="86" y="380" width="12" height="18" rx="4" fill="#1d4ed8"/>
  <rect x="122" y="380" width="12" height="18" rx="4" fill="#1d4ed8"/>
</svg>`)}`;

const actions = (
  <>
    <Button asChild icon={<ArrowRight />}>
      <a href="#devis">Demander un devis</a>
    </Button>
    <Button asChild variant="outline">
      <a href="#services">Découvrir nos services</a>
    </Button>
  </>
);

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
  args: {
    eyebrow: 'Toamasina, Madagascar',
    title,
    text: 'Centre de relation client 24/7, externalisation BPO, développement web et mobile : des équipes francophones formées à vos outils et à vos exigences.',
    actions,
    media: (
      <img
        src={illustration}
        width={640}
        height={460}
        alt="Tableau de bord de suivi de la qualité du centre de relation client"
      />
    ),
  },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    actions: { control: false },
    media: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidelines: guidelines({
        purpose:
          'The opening band of a landing page: one title that says what the company does, a sentence of support, one or two calls to action and, on wide screens, a picture beside the text. Use it once per page, at the top.',
        alternatives: [
          'A titled band lower down the page: use Section.',
          'A page that is not ready yet: use UnderConstruction, which has its own opening.',
          'A message about the site (maintenance, outage): use StatusBanner, not a hero.',
        ],
        anatomy: [
          {
            part: 'Eyebrow (optional)',
            description: 'a short label above the title: a place, a promise.',
            selector: 'section[aria-labelledby] p:has(+ :is(h1, h2, h3, h4, h5, h6))',
          },
          {
            part: 'Title',
            description: 'the page’s main heading (`h1` unless `level` says otherwise).',
            selector: 'section[aria-labelledby] :is(h1, h2, h3, h4, h5, h6)',
          },
          {
            part: 'Text (optional)',
            description: 'one or two sentences that support the title.',
            selector: 'section[aria-labelledby] :is(h1, h2, h3, h4, h5, h6) + p',
          },
          {
            part: 'Actions (optional)',
            description: 'a primary Button and, at most, an outline one.',
            selector: 'section[aria-labelledby] :is(h1, h2, h3, h4, h5, h6) ~ div',
          },
          {
            part: 'Media (optional)',
            description: 'an image beside the text on wide screens, below it on phones.',
            selector: '[data-has-media] > div > div:last-child',
          },
        ],
        dos: [
          {
            caption: 'One primary action and one outline action: the visitor sees at once what to do next.',
            example: (
              <Hero
                level={2}
                eyebrow="Toamasina, Madagascar"
                title="Votre centre de relation client, 24&nbsp;h sur 24"
                actions={actions}
              />
            ),
          },
          {
            caption: 'A title that names the offer in the visitor’s words, under ten words.',
            example: (
              <Hero
                level={2}
                title="Télésecrétariat médical pour les cabinets et les cliniques"
                text="Prise de rendez-vous, rappels et accueil téléphonique, du lundi au samedi."
              />
            ),
          },
        ],
        donts: [
          {
            caption: 'Three calls to action of the same weight: none of them stands out.',
            example: (
              <Hero
                level={2}
                title="Nos services numériques"
                actions={
                  <>
                    <Button>Demander un devis</Button>
                    <Button>Nos services</Button>
                    <Button>Nous appeler</Button>
                  </>
                }
              />
            ),
          },
          {
            caption: 'A slogan in capitals with no offer in it: the visitor still does not know what the company does.',
            example: <Hero level={2} title="L’EXCELLENCE AU SERVICE DE VOTRE RÉUSSITE" />,
          },
        ],
        content: [
          'Title: the offer in sentence case, under ten words, no final full stop: «\u00a0Votre partenaire en externalisation et en services numériques\u00a0».',
          'Eyebrow: two to four words, a place or a promise: «\u00a0Toamasina, Madagascar\u00a0».',
          'Text: one or two sentences, 30 words at most, with what makes the offer concrete (channels, hours, languages).',
          'Actions: verbs in the infinitive, «\u00a0Demander un devis\u00a0», «\u00a0Découvrir nos services\u00a0».',
          'French typography: a no-break space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0» and inside «\u00a024\u00a0h\u00a0», the typographic apostrophe («\u00a0l’équipe\u00a0»).',
        ],
      }),
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

export const TextOnly: Story = {
  args: { media: undefined },
};

export const WithoutEyebrow: Story = {
  args: { eyebrow: undefined, media: undefined },
};

export const LongFrenchText: Story = {
  args: {
    eyebrow: 'Télésecrétariat médical et assistance virtuelle',
    title:
      'Libérez vos équipes des tâches répétitives grâce à une assistance administrative disponible du lundi au samedi',
    text: 'Prise de rendez-vous, gestion des agendas, accueil téléphonique, relances et saisie de données : nos assistantes et assistants, basés à Toamasina, s’intègrent à vos outils en moins d’une semaine, avec un interlocuteur dédié et un reporting mensuel.',
  },
};

/** The French names designers use for Hero: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Bandeau d’accroche · bannière · en-tête de page · héros',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
