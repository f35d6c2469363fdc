import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { textStyleVars } from '../../theme/text';
import { vars } from '../../theme/vars.css';

export const figure = style(
  layered({
    margin: 0,
    minWidth: 0,
    overflow: 'hidden',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    backgroundColor: vars.color.backgroundMuted,
  }),
);

export const caption = style(
  layered({
    ...textStyleVars.label,
    padding: `${vars.space['2']} ${vars.space['4']}`,
    borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    color: vars.color.textMuted,
  }),
);

export const pre = style(
  layered({
    ...textStyleVars.code,
    margin: 0,
    padding: vars.space['4'],
    // Wrapped rather than scrolled: a scrolling block would need a tab stop of its own.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    tabSize: 2,
  }),
);

/** The browser sets `<code>` in its own monospace face and size: the block's stack and size hold. */
export const code = style(layered({ font: 'inherit' }));
