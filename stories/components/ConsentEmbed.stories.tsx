import { Button, ConsentEmbed, VisuallyHidden } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink, Map as MapIcon, MapPin, Play } from 'lucide-react';
import { expect } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { maxWidth } from '../support/frame';

/**
 * Stands in for the third party's frame: a page of its own written inline, so the stories load
 * nothing from the network and render the same everywhere.
 */
const videoFrame = (
  <iframe
    title="Vidéo de présentation de nos bureaux"
    srcDoc='<!doctype html><html lang="fr"><head><title>Vidéo</title></head><body style="margin:0;background:#0b3b46"></body></html>'
  />
);

const mapFrame = (
  <iframe
    title="Carte de nos bureaux à Toamasina"
    srcDoc='<!doctype html><html lang="fr"><head><title>Carte</title></head><body style="margin:0;background:#cfe8d6"></body></html>'
  />
);

/** A still of the video, drawn locally: a dark band and a play symbol. */
const videoPreview = (
  <svg viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" focusable="false">
    <rect width="800" height="400" style={{ fill: vars.color.backgroundMuted }} />
    <circle cx="560" cy="200" r="64" style={{ fill: vars.color.primary }} />
    <path d="M540 165v70l60-35z" style={{ fill: vars.color.surface }} />
  </svg>
);

/** A few streets and a pin, drawn locally in the theme's colours. */
const mapPreview = (
  <svg viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" focusable="false">
    <rect width="800" height="400" style={{ fill: vars.color.backgroundMuted }} />
    <g fill="none" strokeWidth="18" strokeLinecap="round" style={{ stroke: vars.color.surface }}>
      <path d="M0 145h800M0 265h800M205 0v400M520 0v400" />
    </g>
    <path
      transform="translate(600 110)"
      d="M0 38C-18 14-26 2-26-12a26 26 0 0 1 52 0C26 2 18 14 0 38z"
      style={{ fill: vars.color.primary }}
    />
  </svg>
);

const address = (
  <address>
    Immeuble Santa, boulevard Joffre
    <br />
    501 Toamasina, Madagascar
  </address>
);

const openInMap = (
  <Button asChild variant="outline" icon={<ExternalLink />}>
    <a href="https://www.openstreetmap.org/" target="_blank" rel="noopener noreferrer">
      Ouvrir dans OpenStreetMap
      <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
    </a>
  </Button>
);

const meta = {
  title: 'Patterns/ConsentEmbed',
  component: ConsentEmbed,
  args: {
    title: 'Vidéo de présentation',
    description:
      'La vidéo est hébergée par un service tiers. La lire transmet votre adresse IP à ce service, qui peut déposer des cookies.',
    loadLabel: 'Lire la vidéo',
    loadIcon: <Play />,
    preview: videoPreview,
    children: videoFrame,
  },
  argTypes: {
    children: { control: false },
    preview: { control: false },
    loadIcon: { control: false },
    captionIcon: { control: false },
    caption: { control: false },
    sourceAction: { control: false },
    loaded: { control: 'boolean' },
  },
  decorators: [maxWidth('60rem')],
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'A consent embed holds the place of third-party content (a map, a video, a social post) that would send the visitor’s address to someone else the moment it loads. Until the visitor asks for it, or has agreed to that category of cookies, a card says what would load and what it sends, over a local preview of the same size; nothing is requested from the third party. Once loaded, the content takes the keyboard focus.',
        alternatives: [
          'Your own images and videos, served by your site: use them directly, no consent is needed.',
          'The choice of cookie categories for the whole site: use CookieBanner and CookiePreferences, and pass the answer to `loaded`.',
          'A link is enough (an address, a post): link to the source and embed nothing.',
        ],
        anatomy: [
          {
            part: 'Frame',
            description: 'a fixed height, shared by the placeholder and the content, so nothing moves.',
            selector: '[data-state] > div:first-child',
          },
          {
            part: 'Preview (optional)',
            description: 'a decorative picture from your own site, behind the card.',
            selector: '[data-state] > div > [aria-hidden="true"]',
          },
          {
            part: 'Card',
            description: 'an optional title, the description of what loads and what it sends, and the load button.',
            selector: '[data-state] > div > div:has(> button)',
          },
          {
            part: 'Content',
            description: 'your iframe or video, rendered only once loaded.',
            story: 'Consented',
            selector: '[data-state="loaded"] [tabindex="-1"]',
          },
          {
            part: 'Caption and source link (optional)',
            description: 'under the frame: what the content shows (an address), and a link to it on its own site.',
            story: 'MapWithCaption',
            selector: '[data-state] > div + div',
          },
        ],
        dos: [
          {
            caption: 'Name the third party and what it receives, in one plain sentence.',
            example: (
              <ConsentEmbed
                description="La carte est fournie par OpenStreetMap. Son affichage transmet votre adresse IP à ce service."
                loadLabel="Afficher la carte"
                loadIcon={<MapIcon />}
                preview={mapPreview}
              >
                {mapFrame}
              </ConsentEmbed>
            ),
          },
          {
            caption: 'Offer a way that needs no embed: the source link under the frame.',
            example: (
              <ConsentEmbed
                description="La carte est fournie par OpenStreetMap. Son affichage transmet votre adresse IP à ce service."
                loadLabel="Afficher la carte"
                captionIcon={<MapPin />}
                caption={address}
                sourceAction={openInMap}
              >
                {mapFrame}
              </ConsentEmbed>
            ),
          },
        ],
        donts: [
          {
            caption: 'A vague button: «\u00a0OK\u00a0» does not say what loads, nor that it is a choice.',
            example: (
              <ConsentEmbed description="Contenu externe." loadLabel="OK">
                {videoFrame}
              </ConsentEmbed>
            ),
          },
          {
            caption: 'A preview taken from the third party: loading it already tells them the visit.',
            example: (
              <ConsentEmbed
                description="La vidéo est hébergée par un service tiers."
                loadLabel="Lire la vidéo"
                preview={videoPreview}
                title="Miniature chargée depuis le service tiers (à éviter)"
              >
                {videoFrame}
              </ConsentEmbed>
            ),
          },
        ],
        content: [
          'Description: name the service and what it receives («\u00a0votre adresse IP\u00a0»), in one or two sentences.',
          'Button: a verb in the infinitive that says what appears: «\u00a0Afficher la carte\u00a0», «\u00a0Lire la vidéo\u00a0».',
          'Title (optional): a short noun phrase, no final full stop.',
          'French typography: a non-breaking space before «\u00a0:\u00a0», «\u00a0;\u00a0», «\u00a0!\u00a0», «\u00a0?\u00a0» and inside «\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action: 'Moves to the load button, then to the source link under the frame when there is one.',
          },
          {
            keys: 'Enter or Space',
            action:
              'On the load button: loads the content in place of the card and moves the focus to it (its first focusable element, such as the iframe, or the frame itself).',
          },
        ],
        accessibility: [
          'The embed has no role or landmark of its own; the card’s title is a paragraph, not a heading, so put a heading of the page above it when the content needs one.',
          'The load button is named by `loadLabel` («\u00a0Afficher le contenu\u00a0» by default in French): name what appears, «\u00a0Lire la vidéo\u00a0». The preview is decorative and hidden from screen readers.',
          'The button disappears when pressed, so the focus moves into the loaded content instead of being lost; the loading itself is not announced, the focused content is.',
          'The embedded iframe needs its own `title` («\u00a0Carte de nos bureaux à Toamasina\u00a0»): it is the name screen readers give the frame when the focus lands on it.',
        ],
      }),
    },
  },
} satisfies Meta<typeof ConsentEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['main'] };

/** A map with its address under the frame and a link to the map on its own site. */
export const MapWithCaption: Story = {
  args: {
    title: undefined,
    description: 'La carte est fournie par OpenStreetMap. Son affichage transmet votre adresse IP à ce service.',
    loadLabel: 'Afficher la carte',
    loadIcon: <MapIcon />,
    preview: mapPreview,
    captionIcon: <MapPin />,
    caption: address,
    sourceAction: openInMap,
    children: mapFrame,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ouvrir dans OpenStreetMap (nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(getComputedStyle(canvas.getByText(/Immeuble Santa/)).fontStyle).toBe('normal');
  },
};

/** Already agreed (a stored consent passed to `loaded`): the content shows at once, the focus stays where it was. */
export const Consented: Story = {
  args: { loaded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Vidéo de présentation de nos bureaux')).not.toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Without a preview, the card stands on the frame’s plain ground; without `loadLabel`, the catalogue names the button. */
export const WithoutPreview: Story = {
  args: { preview: undefined, title: undefined, loadLabel: undefined, loadIcon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Afficher le contenu' })).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  args: {
    title: 'Témoignage vidéo de la clinique des Orchidées sur son télésecrétariat médical',
    description:
      'Cette vidéo est hébergée par un service tiers situé hors de l’Union européenne. La lire transmet votre adresse IP et des informations sur votre navigateur à ce service, qui peut déposer des cookies de mesure d’audience.',
    loadLabel: 'Accepter et lire la vidéo',
  },
};

/** The French names designers use for ConsentEmbed: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Contenu tiers sur consentement · carte au clic · vidéo au clic · intégration externe',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
