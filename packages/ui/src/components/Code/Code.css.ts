import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const code = style(
  layered({
    fontFamily: vars.font.mono,
    // Relative to the text around it, so it fits a heading as well as a caption.
    fontSize: '0.875em',
    paddingInline: '0.3em',
    borderRadius: vars.radius.sm,
    color: 'inherit',
    backgroundColor: vars.color.backgroundMuted,
    // A long name breaks rather than pushing the page wider on a phone.
    overflowWrap: 'anywhere',
  }),
);
