import { forcedColors } from '../theme/media';

/**
 * The forced-colours rules of an item in a list that opens from a control (a menu's, a listbox's,
 * a combobox's), for its `'@media'`. The highlight's fill would be forced to Canvas, so an item
 * under the pointer or the keyboard would look like the others: it takes the system highlight, as
 * native lists do. Chromium paints a Canvas backplate behind forced text, which would hide
 * HighlightText: the item opts out of forcing and sets every colour it shows, the keyboard ring
 * included. A disabled item turns GrayText, as dimming alone does not read as disabled.
 */
export const forcedColorsListItem = {
  [forcedColors]: {
    selectors: {
      '&[data-highlighted]': {
        forcedColorAdjust: 'none',
        backgroundColor: 'Highlight',
        color: 'HighlightText',
        outlineColor: 'HighlightText',
      },
      '&[data-disabled]': { color: 'GrayText', opacity: 1 },
    },
  },
} as const;
