import { vars } from '@company/ui/theme';
import { style } from '@vanilla-extract/css';

/** A bulleted list in a document's running text, spaced like its paragraphs. */
export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
});

/** A name as typed in code, inside the running text: the monospace face on a muted ground. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.875em',
  paddingInline: '0.3em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.backgroundMuted,
  overflowWrap: 'anywhere',
});
