import { Button, RestrictedAccessDialog, Theme } from '@company/ui';
import { colorSchemes } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rgb } from '../docs/color';
import { blogFeatures, recruitmentFeatures } from '../support/fixtures/RestrictedAccessDialog';
import { screenOf } from '../support/screen';
import { onPhone } from '../support/viewport';
import docsMeta from './RestrictedAccessDialog.stories';

const meta = {
  title: 'Overlays/RestrictedAccessDialog/Features',
  component: RestrictedAccessDialog,
  tags: ['!autodocs', 'scenario'],
  args: docsMeta.args,
} satisfies Meta<typeof RestrictedAccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice of the Blog page, named by its title and described by its text. */
export const Blog: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Accès restreint' });
    await expect(dialog).toHaveAccessibleDescription('La page Blog est en cours de développement.');
    // The dialog fades in: wait until it is fully shown.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'Fonctionnalités à venir' })).toBeVisible();
    const items = within(dialog).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(blogFeatures);
    await expect(within(dialog).getByText('Disponible prochainement')).toBeVisible();
    // Focus starts inside the dialog.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
  },
};

export const Mobile: Story = {
  args: { pageName: 'Recrutement', features: recruitmentFeatures },
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    const { left, right } = dialog.getBoundingClientRect();
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(viewportWidth);
  },
};

/** The backdrop, the close icon, « Fermer », « Retour à l’accueil » and Escape all call `onOpenChange(false)`. */
export const EveryExitCallsOnOpenChange: Story = {
  play: async ({ args, canvasElement, step }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const doc = canvasElement.ownerDocument;
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    // Optional in the props, always the meta's spy here.
    const onOpenChange = args.onOpenChange!;

    await step('Click on the backdrop, in a corner of the screen', async () => {
      const backdrop = doc.elementFromPoint(4, 4);
      await expect(backdrop).not.toBeNull();
      await expect(dialog.contains(backdrop)).toBe(false);
      // Radix only listens for outside pointer-downs after the dialog has settled.
      await waitFor(async () => {
        await user.click(backdrop as Element);
        await expect(onOpenChange.mock.calls).toEqual([[false]]);
      });
    });

    await step('Close icon', async () => {
      onOpenChange.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Fermer la fenêtre' }));
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });

    await step('«\u00a0Fermer\u00a0»', async () => {
      onOpenChange.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });

    await step('«\u00a0Retour à l’accueil\u00a0»', async () => {
      onOpenChange.mockClear();
      await user.click(within(dialog).getByRole('button', { name: 'Retour à l’accueil' }));
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });

    await step('Escape', async () => {
      onOpenChange.mockClear();
      within(dialog).getByRole('button', { name: 'Fermer' }).focus();
      await user.keyboard('{Escape}');
      await expect(onOpenChange.mock.calls).toEqual([[false]]);
    });
  },
};

/** Tab from the last control returns to the first, Shift+Tab from the first goes to the last. */
export const FocusIsTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    const first = within(dialog).getByRole('button', { name: 'Fermer la fenêtre' });
    const last = within(dialog).getByRole('button', { name: 'Retour à l’accueil' });
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
  },
};

/**
 * The notice over a page: the page, the widgets it loads afterwards (a chat launcher, a cookie
 * banner) included, is `inert` while the notice is open, so Tab, a click and a screen reader only
 * reach the notice. Content that must stay reachable belongs in the notice itself.
 */
export const PageBehindIsInert: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <a href="#articles">Nos articles</a>
      <p style={{ margin: 0 }}>Le blog ouvre bientôt.</p>
      <RestrictedAccessDialog {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    // Out of the accessibility tree: found only among hidden elements.
    await expect(canvas.queryByRole('link', { name: 'Nos articles' })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Nos articles', hidden: true });
    await waitFor(() => expect(link.closest('[inert]')).not.toBeNull());
    await expect(dialog.closest('[inert]')).toBeNull();

    // A widget the page loads once the notice is up.
    const launcher = doc.createElement('button');
    launcher.textContent = 'Ouvrir l’assistant';
    canvasElement.append(launcher);
    for (const element of [link, launcher]) {
      element.focus();
      await expect(element).not.toHaveFocus();
    }

    // Tab goes round the notice's three controls and never reaches the page.
    const controls = within(dialog).getAllByRole('button');
    await expect(controls).toHaveLength(3);
    await waitFor(() => expect(controls[0]).toHaveFocus());
    for (const next of [controls[1], controls[2], controls[0]]) {
      await userEvent.tab();
      await expect(next).toHaveFocus();
    }
    launcher.remove();
  },
};

/** With `homeAction`, « Retour à l’accueil » is the caller's link (a router link) and still calls `onOpenChange(false)`. */
export const WithRouterLink: Story = {
  args: {
    homeAction: (
      <a href="/fr/" onClick={(event) => event.preventDefault()}>
        Retour à l’accueil
      </a>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    const link = within(dialog).getByRole('link', { name: 'Retour à l’accueil' });
    await expect(link).toHaveAttribute('href', '/fr/');
    await expect(within(dialog).queryByRole('button', { name: 'Retour à l’accueil' })).toBeNull();
    await user.click(link);
    await expect(args.onOpenChange!.mock.calls).toEqual([[false]]);
  },
};

/**
 * Opened from a dark band of a light page: the notice is portalled to the end of the body, out of
 * the band, and still takes the band's scheme rather than the page's.
 */
export const InsideDarkTheme: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Theme scheme="dark" style={{ padding: '1.5rem', borderRadius: '14px' }}>
        <p style={{ marginBlock: '0 1rem' }}>Nos articles arrivent bientôt.</p>
        <Button onClick={() => setOpen(true)}>Lire le blog</Button>
        <RestrictedAccessDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </Theme>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lire le blog' }));
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Accès restreint' });
    await expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    // The panel's own background (the surface token) wins over the scheme's page background.
    await expect(getComputedStyle(dialog).backgroundColor).toBe(rgb(colorSchemes.dark.surface));
    await expect(getComputedStyle(dialog).colorScheme).toBe('dark');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
