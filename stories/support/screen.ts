import { within } from 'storybook/test';

/**
 * Queries over the whole page. Dialogs, menus, popovers, tooltips and toasts are portalled to the
 * end of the body, outside the story's canvas: a play function finds them from there.
 */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A panel leaves once its closing animation ends, which a busy machine can stretch past a second. */
export const closing = { timeout: 5000 };

/** Testing Library reads the page's no-break spaces as spaces, not the texts it is given. */
export const text = (message: string) => message.replace(/\s+/g, ' ');
