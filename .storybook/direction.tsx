import { DirectionProvider, type Direction } from '@company/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

/** The toolbar's « Direction » menu: left to right, or right to left as Arabic or Hebrew read. */
export const directionGlobalType = {
  dir: {
    description: 'Reading direction of the components',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ] satisfies { value: Direction; title: string }[],
      dynamicTitle: true,
    },
  },
} satisfies Preview['globalTypes'];

/**
 * Renders every story in the `dir` global's direction: the components' behaviour through
 * `DirectionProvider`, their layout through the `dir` attribute. On a story's own page the
 * attribute goes on `<html>`, so that dialogs and menus opened on the body follow it; on a docs
 * page, on each story's preview.
 */
export const withDirection: Decorator = (Story, { globals, viewMode }) => {
  const dir: Direction = globals.dir === 'rtl' ? 'rtl' : 'ltr';
  const story = (
    <DirectionProvider dir={dir}>
      <Story />
    </DirectionProvider>
  );
  if (viewMode === 'docs') return dir === 'rtl' ? <div dir="rtl">{story}</div> : story;
  // Set while rendering, not in an effect: the first paint, and a screenshot of it, has the direction.
  if (typeof document !== 'undefined') {
    if (dir === 'rtl') document.documentElement.setAttribute('dir', 'rtl');
    else document.documentElement.removeAttribute('dir');
  }
  return story;
};
