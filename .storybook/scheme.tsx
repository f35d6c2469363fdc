import { Theme, type ThemeScheme } from '@company/ui';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { PropsWithChildren } from 'react';

/**
 * The colour scheme of the preview, as an app sets it: `data-cui-scheme` on the root element, so
 * portalled dialogs and menus follow too. It starts light; the toolbar's « Scheme » (the `scheme`
 * global) switches it, as the dark story tests do.
 */
export const initialScheme: ThemeScheme = 'light';

export const schemeGlobalType = {
  scheme: {
    description: 'Colour scheme of the components (data-cui-scheme on the root element)',
    toolbar: {
      title: 'Scheme',
      icon: 'contrast',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
        { value: 'system', title: 'System (prefers-color-scheme)', icon: 'browser' },
      ],
      dynamicTitle: true,
    },
  },
} satisfies Preview['globalTypes'];

/**
 * On a story's own page the scheme goes on `<html>`; on a docs page, whose text and background are
 * Storybook's, each story's preview gets a `Theme` of its own instead.
 */
export const withScheme: Decorator = (Story, { globals, viewMode }) => {
  const scheme = (globals.scheme as ThemeScheme | undefined) ?? initialScheme;
  if (viewMode === 'docs')
    return (
      <Theme scheme={scheme} style={{ padding: '8px' }}>
        <Story />
      </Theme>
    );
  // Set while rendering, not in an effect: the first paint, and a screenshot of it, has the scheme.
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-cui-scheme', scheme);
  return <Story />;
};

/** Docs pages (MDX ones too, which run no decorator) drop the scheme a story left on `<html>`. */
export function SchemeNeutralDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute('data-cui-scheme');
  return <DocsContainer {...props} />;
}
