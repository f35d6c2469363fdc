import { Theme, type ThemeScheme } from '@company/ui';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { themes } from 'storybook/theming';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { PropsWithChildren } from 'react';
import { useDocsFrameGlobals } from './docsFrame';

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
 * On a story's own page the scheme goes on `<html>`; on a docs page, which `SchemeDocsContainer`
 * themes as a whole, each story's preview also gets a `Theme` of its own, so a story shown in a
 * frame or beside others keeps the toolbar's scheme.
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

/** The globals a docs page is shown with (the toolbar's choices), from its context's store. */
function docsGlobals(context: DocsContainerProps['context']): Record<string, unknown> {
  return (context as { store?: { userGlobals?: { get(): Record<string, unknown> } } }).store?.userGlobals?.get() ?? {};
}

/**
 * Docs pages (MDX ones too, which run no decorator) take the toolbar's scheme as a whole: the
 * page's own background and text (Storybook's dark docs theme), and `data-cui-scheme` on `<html>`
 * for what the page draws with the package's variables (the do and don't examples, the anatomy's
 * numbers, the foundations' tables), not only each story's canvas. Its framed examples get the
 * toolbar's globals in their address (`useDocsFrameGlobals`).
 */
export function SchemeDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const globals = docsGlobals(props.context);
  const scheme: ThemeScheme =
    globals.scheme === 'dark' || globals.scheme === 'system' || globals.scheme === 'light'
      ? globals.scheme
      : initialScheme;
  useDocsFrameGlobals(globals);
  const dark =
    scheme === 'dark' ||
    (scheme === 'system' && typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches);
  if (typeof document !== 'undefined') document.documentElement.setAttribute('data-cui-scheme', scheme);
  return <DocsContainer {...props} theme={dark ? themes.dark : themes.light} />;
}
