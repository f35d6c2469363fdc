import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../theme/layer';

/**
 * Where the popups opened inside a container (a dialog, a sheet, a popover) mount: inside the
 * container's panel, so that they are part of its focus scope, its pointer events and its
 * accessibility tree, but fixed over the viewport, so that the panel's scrolling never clips them.
 * It lets clicks through everywhere but on the popups themselves.
 */
export const layerHost = style(
  layered({
    position: 'fixed',
    inset: 0,
    pointerEvents: 'none',
  }),
);

globalStyle(`${layerHost} > *`, layered({ pointerEvents: 'auto' }));
