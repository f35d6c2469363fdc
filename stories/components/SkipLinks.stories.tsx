import { SkipLinks } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Storybook's preview sets `<base target="_parent">`, so a fragment link would navigate the whole
 * Storybook page. The default action is cancelled before the component's own handler, which
 * still moves focus to the target.
 */
function useStayOnStory() {
  useEffect(() => {
    const cancel = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) event.preventDefault();
    };
    document.addEventListener('click', cancel, true);
    return () => document.removeEventListener('click', cancel, true);
  }, []);
}

/** Landmarks the skip links jump to, as the site's shell renders them. */
function DemoPage() {
  useStayOnStory();
  const block = { padding: '1rem', border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md } as const;
  return (
    <div style={{ display: 'grid', gap: '1rem', marginTop: '1rem' }}>
      <nav id="navigation" aria-label="Navigation principale" tabIndex={-1} style={block}>
        <a href="#services">Services</a>
      </nav>
      <main id="main-content" tabIndex={-1} style={block}>
        <h1 style={{ fontSize: '1.25rem' }}>Contenu principal</h1>
        <p>Appuyez sur Tab pour faire apparaître les liens d’évitement.</p>
      </main>
      <footer id="footer" tabIndex={-1} style={block}>
        Pied de page
      </footer>
    </div>
  );
}

const meta = {
  title: 'Components/SkipLinks',
  component: SkipLinks,
  parameters: {
    docs: {
      description: {
        component:
          'Render once, as the very first element of every page, so keyboard and screen reader users can jump past the header to the main content, the navigation or the footer. The links stay hidden until focused. Each target needs the matching `id` and `tabIndex={-1}`.',
      },
    },
  },
  render: (args) => (
    <>
      <SkipLinks {...args} />
      <DemoPage />
    </>
  ),
} satisfies Meta<typeof SkipLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Hidden until focused: the group is present and named, its links take no room. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: "Liens d'évitement" });
    const links = within(group).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Aller au contenu principal',
      'Aller à la navigation',
      'Aller au pied de page',
    ]);
    await expect(links[0]).toHaveAttribute('href', '#main-content');
    await expect(links[0]?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The first Tab shows the first link at the top left, above everything. */
export const FocusedLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(link).toHaveFocus();
    const box = link.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(100);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Enter on the first link moves focus to the main content. */
export const JumpToMainContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aller au contenu principal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** Tab reaches the next links in order; Enter on the second one lands on the navigation. */
export const JumpToNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aller à la navigation' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
    await expect(
      canvas.getByRole('link', { name: 'Aller au contenu principal' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toHaveFocus());
  },
};

/** Custom targets and labels, here for a page with a search form. */
export const CustomLinks: Story = {
  args: {
    links: [
      { href: '#main-content', label: 'Aller au contenu' },
      { href: '#footer', label: 'Aller aux coordonnées de l’entreprise' },
    ],
    label: 'Accès rapide',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Accès rapide' });
    await expect(within(group).getAllByRole('link')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aller aux coordonnées de l’entreprise' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('contentinfo')).toHaveFocus());
  },
};

/** On a small screen the focused link stays inside the viewport. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Aller au pied de page' });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
