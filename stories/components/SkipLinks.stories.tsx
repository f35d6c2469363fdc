import { SkipLinks } from '@company/ui';
import { vars } from '@company/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { guidelines } from '../docs/guidelines';

/**
 * Storybook's preview sets `<base target="_parent">`, so a fragment link would navigate the whole
 * Storybook page. The default action is cancelled before the component's own handler, which
 * still moves focus to the target.
 */
function useStayOnStory() {
  useEffect(() => {
    const cancel = (event: MouseEvent) => {
      // Only the story's links: the docs page's own anchors (its table of contents) keep working.
      if (event.target instanceof Element && event.target.closest('[data-story-root] a[href^="#"]')) {
        event.preventDefault();
      }
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
  title: 'Navigation/SkipLinks',
  component: SkipLinks,
  argTypes: {
    links: { table: { defaultValue: { summary: 'Contenu principal, navigation, pied de page' } } },
  },
  parameters: {
    docs: {
      guidelines: guidelines({
        purpose:
          'Skip links are the first thing a keyboard or screen reader user reaches on a page: links that jump past the header to the main content, the navigation or the footer. They stay hidden until they take the focus, then show at the top left, above everything. Render them once, in the site’s shell, before the header.',
        alternatives: [
          'Text that only screen readers need, with nothing to focus: use VisuallyHidden.',
          'A table of contents that everyone sees on a long page: plain links or Tabs, always visible.',
        ],
        anatomy: [
          {
            part: 'Landmark',
            description:
              'a navigation region named « Liens d’évitement » for screen readers, holding the list of links, invisible at rest: so no content of the page lies outside a landmark.',
            selector: 'nav:has(ul)',
          },
          {
            part: 'Link',
            description:
              'shown one at a time while it has the focus: a blue, underlined button at the top left, with a focus ring.',
            story: 'States',
            selector: 'nav[data-state-demo="focus"] li:first-child a',
          },
          {
            part: 'Target',
            description: 'the page region it jumps to (main content, navigation, footer), which receives the focus.',
            selector: 'main',
          },
        ],
        dos: [
          {
            caption: 'Short links that start with « Aller » and name the region, as the visitor will meet it.',
            example: (
              <ul style={{ display: 'grid', gap: '0.25rem', margin: 0, paddingInlineStart: '1.25rem' }}>
                <li>Aller au contenu principal</li>
                <li>Aller à la navigation</li>
                <li>Aller au pied de page</li>
              </ul>
            ),
          },
          {
            caption: 'The main content first: it is the jump most visitors want.',
            example: (
              <ol style={{ display: 'grid', gap: '0.25rem', margin: 0, paddingInlineStart: '1.25rem' }}>
                <li>Aller au contenu principal</li>
                <li>Aller à la recherche</li>
              </ol>
            ),
          },
        ],
        donts: [
          {
            caption: 'A link to every section of the page: the visitor tabs through a second menu before the first.',
            example: (
              <ul style={{ display: 'grid', gap: '0.25rem', margin: 0, paddingInlineStart: '1.25rem' }}>
                <li>Aller à nos services</li>
                <li>Aller à nos tarifs</li>
                <li>Aller à nos références</li>
                <li>Aller à l’équipe</li>
                <li>Aller au blog</li>
                <li>Aller au contact</li>
              </ul>
            ),
          },
          {
            caption: 'A vague label: « Passer » does not say where the link goes.',
            example: (
              <ul style={{ display: 'grid', gap: '0.25rem', margin: 0, paddingInlineStart: '1.25rem' }}>
                <li>Passer</li>
              </ul>
            ),
          },
        ],
        content: [
          'Start with « Aller au » or « Aller à la » and name the region: « Aller au contenu principal ».',
          'Sentence case, no final full stop; three to five words.',
          'Name the same regions, in the same order, on every page of the site.',
          'French typography: the typographic apostrophe (« Aller à l’accueil »); a non-breaking space before « : », « ; », « ! », « ? » and inside « ».',
        ],
        keyboard: [
          {
            keys: 'Tab',
            action:
              'From the top of the page: the first Tab focuses the first skip link and shows it at the top left; the next Tab goes to the following link, and past the last one into the page.',
          },
          {
            keys: 'Shift + Tab',
            action: 'Moves back to the previous skip link; a link hides again once it loses the focus.',
          },
          {
            keys: 'Enter',
            action:
              'On a skip link: jumps to its target and moves the focus there, so the next Tab goes on from that region.',
          },
        ],
        accessibility: [
          'A `<nav>` landmark named «\u00a0Liens d’évitement\u00a0» (the `label` prop, or the catalogue’s), holding a list of links: screen readers list it with the page’s other navigations.',
          'The links are off-screen at rest, not `display: none`, so they stay in the tab order and are read by screen readers; each shows while it has the focus, above sticky headers, dialogs and toasts.',
          'Activating a link moves the focus to its target, not just the scroll: each target needs the matching `id` and `tabIndex={-1}` (`#main-content`, `#navigation`, `#footer` by default).',
          'Render them once, first in the page, before the header, so they are the first thing the keyboard reaches.',
        ],
      }),
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

export const Playground: Story = { tags: ['main'] };

/** A frame standing for the browser window: its transform keeps the focused link, fixed to the window, inside it. */
function WindowFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ marginBottom: '0.5rem', fontSize: '0.875rem', fontWeight: 600 }}>{caption}</figcaption>
      <div
        style={{
          position: 'relative',
          transform: 'translateZ(0)',
          minHeight: '6rem',
          padding: '4.5rem 1rem 1rem',
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
        }}
      >
        {children}
        <p style={{ margin: 0, color: vars.color.textMuted }}>En-tête du site</p>
      </div>
    </figure>
  );
}

/** At rest the links take no room; the focused one shows at the top left of the window. */
export const States: Story = {
  tags: ['main'],
  parameters: {
    pseudo: {
      focus: ['[data-state-demo="focus"] li:first-child a'],
      focusVisible: ['[data-state-demo="focus"] li:first-child a'],
    },
  },
  // Each copy is a navigation landmark of its own: named after its state, so no two share a name.
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}>
      <WindowFrame caption="Au repos : liens masqués">
        <SkipLinks {...args} label="Liens d’évitement au repos" />
      </WindowFrame>
      <WindowFrame caption="Premier lien avec le focus clavier">
        <SkipLinks {...args} label="Liens d’évitement avec le focus" data-state-demo="focus" />
      </WindowFrame>
    </div>
  ),
};

/** The French names designers use for SkipLinks: the sidebar search reads them from this story's name. */
export const FrenchNames: Story = {
  name: 'Liens d’évitement · aller au contenu · accessibilité clavier',
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <></>,
};
