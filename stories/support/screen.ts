import { within } from 'storybook/test';

/**
 * Queries over the whole page. Dialogs, menus, popovers, tooltips and toasts are portalled to the
 * end of the body, outside the story's canvas: a play function finds them from there.
 */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
