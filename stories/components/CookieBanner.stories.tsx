import { CookieBanner, type CookiePreferencesValue } from '@company/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

/**
 * The banner is `position: fixed`; a transformed frame becomes its containing block, so each story
 * shows it at the bottom of a page-sized area that the visual test can capture.
 */
const pageFrame =
  (height: number): Decorator =>
  (Story) => (
    <div
      style={{
        position: 'relative',
        height,
        transform: 'translateZ(0)',
        borderRadius: 12,
        background: 'var(--cui-color-background-subtle)',
      }}
    >
      <Story />
    </div>
  );

const policyLink = <a href="/cookies">En savoir plus sur notre politique de cookies</a>;

const meta = {
  title: 'Components/CookieBanner',
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
      description: {
        component:
          'Use once per site, rendered until the visitor has given or refused consent. It is a named region fixed to the bottom of the viewport, not a modal: the page stays usable behind it. « Tout accepter » and « Tout refuser » have the same variant and size, so refusing is as easy as accepting (CNIL). « Personnaliser » opens a panel with one switch per optional category (mesure d’audience, marketing, fonctionnels) and « Accepter la sélection »; essential cookies are shown on and locked. The component holds no consent state: hide it and store the choice in the callbacks. For the settings on the cookie policy page, use `CookiePreferences`.\n\nIt sits above other bottom-fixed widgets, so while it shows it can hide them: measure it (a `ref` reaches the `<section>`; a `ResizeObserver` follows its height) and lift the chat assistant with the `ChatPanel` token `--chatPanel-offset-bottom`, removed when the banner closes.',
      },
    },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const selection = (value: Partial<CookiePreferencesValue>): CookiePreferencesValue => ({
  analytics: false,
  marketing: false,
  functional: false,
  ...value,
});

export const Playground: Story = { decorators: [pageFrame(440)] };

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

/** « Personnaliser » is a disclosure button: it shows and hides the panel it controls. */
export const Customize: Story = {
  decorators: [pageFrame(800)],
  play: async ({ canvas }) => {
    const customize = canvas.getByRole('button', { name: 'Personnaliser' });
    await expect(customize).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(customize.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();

    await userEvent.click(customize);
    await expect(customize).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(canvas.getAllByRole('switch')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: 'Catégories de cookies' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accepter la sélection' })).toBeVisible();

    await userEvent.click(customize);
    await expect(customize).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('switch')).toBeNull();

    await userEvent.click(customize);
  },
};

/** The panel open: essential cookies are on and locked; each optional category has its own switch, off by default. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  decorators: [pageFrame(800)],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Personnaliser' })).toHaveAttribute('aria-expanded', 'true');

    const essential = canvas.getByRole('switch', { name: /Cookies essentiels/ });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAccessibleName('Cookies essentiels Toujours actifs');

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

/** Tab goes from the policy link to the two choices, then « Personnaliser », then into the panel; Space flips a switch. */
export const Keyboard: Story = {
  decorators: [pageFrame(800)],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /politique de cookies/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tout accepter' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Tout refuser' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const customize = canvas.getByRole('button', { name: 'Personnaliser' });
    await expect(customize).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(customize).toHaveAttribute('aria-expanded', 'true');

    // The locked essential switch is skipped: the first stop in the panel is the first optional category.
    await userEvent.tab();
    const analytics = canvas.getByRole('switch', { name: 'Mesure d’audience' });
    await expect(analytics).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Marketing' })).toHaveFocus();
    await userEvent.tab();
    const functional = canvas.getByRole('switch', { name: 'Fonctionnels' });
    await expect(functional).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(functional).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accepter la sélection' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptSelection).toHaveBeenCalledWith(selection({ analytics: true }));
  },
};

/** On a phone the two choices share the row in two equal halves, « Personnaliser » below. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [pageFrame(560)],
  play: async ({ canvas }) => {
    const acceptAll = canvas.getByRole('button', { name: 'Tout accepter' }).getBoundingClientRect();
    const rejectAll = canvas.getByRole('button', { name: 'Tout refuser' }).getBoundingClientRect();
    await expect(rejectAll.width).toBe(acceptAll.width);
    await expect(rejectAll.top).toBe(acceptAll.top);
  },
};

/** The open panel on a phone scrolls inside the banner when it is taller than the screen. */
export const MobileExpanded: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: 'mobile' } },
  decorators: [pageFrame(780)],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Nous respectons votre vie privée' });
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(780);
    await expect(banner.scrollHeight).toBeGreaterThan(banner.clientHeight);
    await expect(canvas.getByRole('button', { name: 'Accepter la sélection' })).toBeInTheDocument();
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
