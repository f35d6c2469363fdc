import type { Decorator, Preview } from '@storybook/react-vite';
import '@company/ui/styles.css';
import { ComponentPage } from '../stories/docs/ComponentPage';
import { directionGlobalType, withDirection } from './direction';
import { docsFrameUrl } from './docsFrame';
import { localeGlobalTypes, withLocale } from './locale';
import { initialScheme, SchemeDocsContainer, schemeGlobalType, withScheme } from './scheme';

// A docs page frames some stories (`docs.story.inline: false`, for overlays) from this URL; a docs
// page sets it again with its toolbar's globals (`SchemeDocsContainer`).
(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL ??= docsFrameUrl();

/**
 * A story that opens by default (`defaultOpen`: a menu, a popover, a tooltip) stays open in a docs
 * page's frame: the page's frames take the focus from each other, and a menu closes when its window
 * loses it. The story's own view keeps the prop as it is, open at first and then the reader's.
 */
const openInDocsFrame: Decorator = (Story, context) => {
  const embedded = new URLSearchParams(globalThis.location?.search).get('embed') === 'true';
  if (!embedded || context.args.defaultOpen !== true) return Story();
  return Story({ args: { ...context.args, open: true } });
};

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Headings inside stories and do/don't examples are content, not sections of the page.
    docs: {
      toc: { ignoreSelector: '.docs-story *, [data-docs-example] *' },
      page: ComponentPage,
      container: SchemeDocsContainer,
    },
    // Forced states (`parameters.pseudo`) are found from the body: the Vitest runner renders
    // stories without Storybook's #storybook-root.
    pseudo: { rootSelector: 'body' },
    options: {
      // Storybook reads storySort from this file's text, without following imports: the groups
      // are spelled out as in sidebar.mjs, and e2e-storybook/docs.spec.ts checks both orders agree.
      storySort: {
        order: [
          'Introduction',
          'Overview',
          'Foundations',
          [
            'Colours',
            'Typography',
            'Spacing',
            'Radii and shadows',
            'Motion',
            'Breakpoints',
            'Icons',
            'Layers',
            'Content and voice',
            'Design tokens',
          ],
          'Guides',
          'Actions',
          'Forms',
          'Feedback',
          'Navigation',
          'Typography',
          'Layout',
          'Data display',
          'Overlays',
          'Patterns',
          'Blocks',
        ],
      },
    },
    a11y: {
      // Any axe violation fails the story test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        // The story tests (Vitest's `test` mode) fail on violations only: listing every node that
        // passes, for a report no one reads there, costs about a twentieth of their time. The a11y panel
        // keeps them all.
        ...(import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {}),
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' } },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: { ...localeGlobalTypes, ...schemeGlobalType, ...directionGlobalType },
  initialGlobals: { locale: 'fr', scheme: initialScheme, dir: 'ltr' },
  tags: ['autodocs'],
  decorators: [
    withScheme,
    // A stable element for the visual tests to capture, with room for focus rings.
    (Story) => (
      <div data-story-root="" style={{ display: 'flow-root', padding: '8px' }}>
        <Story />
      </div>
    ),
    withLocale,
    withDirection,
    openInDocsFrame,
  ],
};

export default preview;
