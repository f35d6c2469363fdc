import { Button, CookieBanner } from '@company/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidelines } from '../docs/guidelines';
import { PageFrame, pageFrame, selection } from '../support/fixtures/CookieBanner';
import { onDesktop, onPhone } from '../support/viewport';

/** How many lines the text inside `element` takes. */
function lineCount(element: HTMLElement) {
  const tops = new Set<number>();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(text);
    for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

const noop = () => undefined;

const policyLink = <a href="/cookies">En savoir plus sur notre politique de cookies</a>;

const meta = {
  title: 'Patterns/CookieBanner',
  component: CookieBanner,
  args: {
    policyLink,
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onAcceptSelection: fn(),
  },
  argTypes: {
    policyLink: { control: false },
    description: { control: 'text' },
    panelDescription: { control: 'text' },
    categories: { control: 'object' },
    defaultPreferences: { control: 'object' },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Asks a first-time visitor for consent to optional cookies without blocking the page: accept them all, refuse them all, or choose category by category. Refusing takes one click, like accepting.',
        alternatives: [
          'Changing the choice later, on the cookie policy page: use CookiePreferences.',
          'A message about the service itself (maintenance, an incident): use StatusBanner or Alert.',
        ],
        anatomy: [
          {
            part: 'Title',
            description: 'names the region; a heading whose level fits the page, set by `level`.',
            selector: 'section[aria-labelledby] h2',
          },
          {
            part: 'Description',
            description: 'what optional cookies are for, then the link to the cookie policy.',
            selector: 'section[aria-labelledby] p',
          },
          {
            part: 'Accept all and Refuse all',
            description:
              'two primary buttons of the same size and width: stacked on a narrow banner, side by side when both labels fit on one line.',
            selector: 'section[aria-labelledby] button[data-variant="primary"]',
          },
          {
            part: 'Customize',
            description: 'a disclosure button that opens the category panel.',
            selector: 'button[aria-expanded]',
          },
          {
            part: 'Category panel',
            description:
              'essential cookies shown on and locked, one switch per optional category, then «\u00a0Accepter la sélection\u00a0».',
            story: 'Expanded',
            selector: 'section[aria-labelledby] > div > div[id]',
          },
        ],
        dos: [
          {
            caption: 'Refusing and accepting side by side, same colour, same size: neither choice is pushed.',
            example: (
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.75rem' }}>
                <Button>Tout accepter</Button>
                <Button>Tout refuser</Button>
              </div>
            ),
          },
          {
            caption: 'A few plain sentences on what the optional cookies do, and a link to the full policy.',
            example: (
              <PageFrame height={340}>
                <CookieBanner
                  title="Vos données, vos choix"
                  description="Avec votre accord, nous mesurons l’audience du site pour l’améliorer. Vous pouvez changer d’avis à tout moment."
                  policyLink={<a href="#politique">Politique de cookies</a>}
                  onAcceptAll={noop}
                  onRejectAll={noop}
                  onAcceptSelection={noop}
                />
              </PageFrame>
            ),
          },
        ],
        donts: [
          {
            caption:
              'Refusing as a small grey link beside a large button: refusing must be as easy as accepting (CNIL).',
            example: (
              <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
                <Button size="lg">J’accepte</Button>
                <a href="#continuer" style={{ fontSize: '0.75rem', color: 'var(--cui-color-text-muted)' }}>
                  Continuer sans accepter
                </a>
              </div>
            ),
          },
          {
            caption:
              'Legal text in the banner: it hides the page and nobody reads it. Keep it in the policy and link to it.',
            example: (
              <p style={{ margin: 0, fontSize: '0.75rem', lineHeight: 1.4, color: 'var(--cui-color-text-muted)' }}>
                {
                  'En poursuivant votre navigation, vous acceptez le dépôt de traceurs conformément à l’article 82 de la loi n°\u00a078-17 du 6\u00a0janvier 1978 modifiée et au règlement (UE) 2016/679, dont les finalités, les durées de conservation et les destinataires sont détaillés dans nos conditions générales…'
                }
              </p>
            ),
          },
        ],
        content: [
          'Title: a short sentence about the visitor’s privacy («\u00a0Nous respectons votre vie privée\u00a0»), not «\u00a0Cookies\u00a0!\u00a0».',
          'Buttons: «\u00a0Tout accepter\u00a0», «\u00a0Tout refuser\u00a0», «\u00a0Personnaliser\u00a0»; both choices in the same form, never «\u00a0Non merci\u00a0» against «\u00a0J’accepte\u00a0».',
          'Say what each category does in everyday words («\u00a0mesurer l’audience\u00a0», «\u00a0la carte interactive\u00a0»); keep legal references for the policy.',
          'French typography: a non-breaking space before «\u00a0: ; ! ?\u00a0» and inside «\u00a0», as in «\u00a0Cookies essentiels\u00a0: …\u00a0».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'Moves through the policy link, «\u00a0Tout accepter\u00a0», «\u00a0Tout refuser\u00a0» and «\u00a0Personnaliser\u00a0»; with the panel open, on to each optional category’s switch (the locked essential one is skipped) and «\u00a0Accepter la sélection\u00a0».',
          },
          { keys: 'Shift + Tab', action: 'Moves back through the same elements.' },
          {
            keys: 'Enter or Space',
            action:
              'On «\u00a0Tout accepter\u00a0», «\u00a0Tout refuser\u00a0» or «\u00a0Accepter la sélection\u00a0»: hands that choice to the page, which stores it and hides the banner. On «\u00a0Personnaliser\u00a0»: opens or closes the category panel, the focus staying on the button.',
          },
          { keys: 'Space', action: 'On a category’s switch: turns it on or off.' },
          { keys: 'Enter', action: 'On the policy link: opens the cookie policy.' },
        ],
        accessibility: [
          'The banner is a region landmark (`section`) named by its title, a level 2 heading unless `level` fits it to the page. It is not modal and never takes the focus: keyboard and screen reader users reach it where it sits in the page, so render it early in the page.',
          '«\u00a0Personnaliser\u00a0» is a disclosure button (`aria-expanded`, `aria-controls`). In the panel, the switches are a group named «\u00a0Cookies à accepter\u00a0» for screen readers, each named by its category and described by its text; the essential one is on, disabled and skipped by Tab, with «\u00a0Toujours actifs\u00a0» in its name.',
          'Fixed to the bottom of the screen, it covers the end of the page while it shows, and scrolls inside itself when taller than the screen: leave room under the page’s content so that a focused link is never hidden under it.',
          'When the page hides it after a choice, the button that had the focus goes with it: the page decides where the focus goes next.',
        ],
      }),
      description: {
        component:
          'Use once per site, rendered until the visitor has given or refused consent. It is a named region fixed to the bottom of the viewport, not a modal: the page stays usable behind it. «\u00a0Tout accepter\u00a0» and «\u00a0Tout refuser\u00a0» have the same variant and size, so refusing is as easy as accepting (CNIL). «\u00a0Personnaliser\u00a0» opens a panel with one switch per optional category (mesure d’audience, marketing, fonctionnels) and «\u00a0Accepter la sélection\u00a0»; essential cookies are shown on and locked. The component holds no consent state: hide it and store the choice in the callbacks. For the settings on the cookie policy page, use `CookiePreferences`.\n\nIt sits above other bottom-fixed widgets, so while it shows it can hide them: measure it (a `ref` reaches the `<section>`; a `ResizeObserver` follows its height) and lift the chat assistant with the `ChatPanel` token `--chatPanel-offset-bottom`, removed when the banner closes.',
      },
    },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['main'],
  decorators: [pageFrame(440)],
};

/** The banner as a visitor first sees it; each choice is one click, and both choices weigh the same. */
export const Collapsed: Story = {
  decorators: [pageFrame(440)],
  play: async ({ args, canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Nous respectons votre vie privée' });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(within(banner).getByRole('link', { name: /politique de cookies/ })).toHaveAttribute(
      'href',
      '/cookies',
    );

    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' });
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' });
    await expect(rejectAll).toHaveAttribute('data-variant', acceptAll.getAttribute('data-variant'));
    await expect(rejectAll).toHaveAttribute('data-size', acceptAll.getAttribute('data-size'));
    await expect(rejectAll.getBoundingClientRect().width).toBe(acceptAll.getBoundingClientRect().width);
    await expect(rejectAll.getBoundingClientRect().height).toBe(acceptAll.getBoundingClientRect().height);

    await expect(canvas.queryByRole('switch')).toBeNull();

    await userEvent.click(acceptAll);
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(rejectAll);
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptSelection).not.toHaveBeenCalled();
  },
};

/** The panel open: essential cookies are on and locked; each optional category has its own switch, off by default. */
export const Expanded: Story = {
  tags: ['main'],
  args: { defaultExpanded: true },
  decorators: [pageFrame(800)],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Personnaliser' })).toHaveAttribute('aria-expanded', 'true');

    const essential = canvas.getByRole('switch', { name: /Cookies essentiels/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    // Locked by `disabled` alone: HTML allows `readonly` on text-like inputs only.
    await expect(essential).not.toHaveAttribute('readonly');
    await expect(essential).toHaveAccessibleName('Cookies essentiels Toujours actifs');
    await expect(canvas.getByRole('group', { name: 'Cookies à accepter' })).toContainElement(essential);

    const analytics = canvas.getByRole('switch', { name: 'Mesure d’audience' });
    const marketing = canvas.getByRole('switch', { name: 'Marketing' });
    const functional = canvas.getByRole('switch', { name: 'Fonctionnels' });
    for (const toggle of [analytics, marketing, functional]) await expect(toggle).not.toBeChecked();
    await expect(analytics).toHaveAccessibleDescription(expect.stringContaining('comprendre comment le site'));

    await userEvent.click(essential, { pointerEventsCheck: 0 });
    await expect(essential).toBeChecked();

    await userEvent.click(analytics);
    await expect(analytics).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Accepter la sélection' }));
    await expect(args.onAcceptSelection).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptSelection).toHaveBeenCalledWith({ analytics: true, marketing: false, functional: false });
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
    await expect(args.onRejectAll).not.toHaveBeenCalled();
  },
};

/** Choices saved earlier (or a new consent round after six months) start the switches where the visitor left them. */
export const WithPreferencesPreset: Story = {
  args: { defaultExpanded: true, defaultPreferences: { analytics: true, functional: true } },
  decorators: [pageFrame(800)],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Mesure d’audience' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Fonctionnels' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Fonctionnels' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Accepter la sélection' }));
    await expect(args.onAcceptSelection).toHaveBeenCalledWith(selection({ analytics: true }));
  },
};

/**
 * On a phone the two choices are stacked at full width, each label on one line, with the same size
 * and weight; « Personnaliser » comes below them.
 */
export const Mobile: Story = {
  globals: onPhone,
  decorators: [pageFrame(640)],
  play: async ({ canvas }) => {
    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' });
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' });
    const customize = canvas.getByRole('button', { name: 'Personnaliser' });
    await expect(lineCount(acceptAll)).toBe(1);
    await expect(lineCount(rejectAll)).toBe(1);
    await expect(rejectAll).toHaveAttribute('data-variant', acceptAll.getAttribute('data-variant'));

    const accept = acceptAll.getBoundingClientRect();
    const reject = rejectAll.getBoundingClientRect();
    const more = customize.getBoundingClientRect();
    await expect(reject.width).toBe(accept.width);
    await expect(reject.height).toBe(accept.height);
    await expect(reject.left).toBe(accept.left);
    await expect(reject.top).toBeGreaterThanOrEqual(accept.bottom);
    await expect(more.top).toBeGreaterThanOrEqual(reject.bottom);
  },
};

/** The open panel on a phone scrolls inside the banner when it is taller than the screen. */
export const MobileExpanded: Story = {
  args: { defaultExpanded: true },
  globals: onPhone,
  decorators: [pageFrame(780)],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Nous respectons votre vie privée' });
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(780);
    await expect(banner.scrollHeight).toBeGreaterThan(banner.clientHeight);
    await expect(canvas.getByRole('button', { name: 'Accepter la sélection' })).toBeInTheDocument();
  },
};

/**
 * In a column narrower than the screen (a docs page, a sidebar layout), the layout follows the
 * banner's own width: the text spans the banner and the three buttons sit in one row below it.
 */
export const InNarrowColumn: Story = {
  globals: onDesktop,
  decorators: [pageFrame(460, 800)],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Nous respectons votre vie privée' });
    const text = within(banner).getByText(/Nous utilisons des cookies essentiels/);
    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' });
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' });
    const customize = canvas.getByRole('button', { name: 'Personnaliser' });

    // The text takes the banner's width, up to its reading width, above the buttons rather than
    // squeezed beside them.
    const readingWidth = parseFloat(getComputedStyle(text).maxWidth);
    await expect(text.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      Math.min(banner.clientWidth * 0.8, readingWidth) - 1,
    );
    await expect(acceptAll.getBoundingClientRect().top).toBeGreaterThanOrEqual(text.getBoundingClientRect().bottom);

    const accept = acceptAll.getBoundingClientRect();
    const reject = rejectAll.getBoundingClientRect();
    await expect(reject.width).toBe(accept.width);
    await expect(reject.top).toBe(accept.top);
    await expect(customize.getBoundingClientRect().top).toBe(accept.top);
    for (const button of [acceptAll, rejectAll, customize]) await expect(lineCount(button)).toBe(1);
  },
};

/** Long texts, as a legal team might write them, wrap without breaking the layout. */
export const LongText: Story = {
  args: {
    defaultExpanded: true,
    title: 'Nous respectons votre vie privée et celle de vos collaborateurs',
    description:
      'Company et ses partenaires utilisent des cookies et des technologies similaires. Les cookies essentiels assurent la sécurité du site, la navigation entre les pages et la mémorisation de vos choix\u00a0; ils ne demandent pas votre accord. Avec votre accord, des cookies optionnels mesurent l’audience de manière agrégée, activent des services tiers comme la carte interactive et nous permettent d’adapter nos communications. Votre choix est conservé six mois, et vous pouvez le modifier à tout moment depuis la page «\u00a0Cookies\u00a0» en bas de chaque page.',
    categories: {
      analytics: {
        description:
          'Statistiques de fréquentation\u00a0: nombre de visiteurs, pages consultées, durée des visites et parcours sur le site. Les adresses IP sont tronquées avant tout traitement et les données ne sont jamais croisées avec d’autres sources.',
      },
      marketing: {
        label: 'Marketing et mesure de l’efficacité de nos campagnes publicitaires',
        description:
          'Mesurent l’efficacité de nos campagnes sur les réseaux professionnels et nous permettent de vous proposer des contenus adaptés à votre secteur d’activité.',
      },
    },
    acceptSelectionLabel: 'Accepter uniquement les catégories sélectionnées',
  },
  decorators: [pageFrame(880)],
};

/** The French names designers use for CookieBanner: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Bandeau cookies · bandeau de consentement · consentement · RGPD · CNIL',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
