import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp, reducedMotion } from '../../theme/media';
import { vars } from '../../theme/vars.css';

/** Where the menu goes beside the content; below it, a wrapping row of entries above the content. */
const beside = mediaUp('lg');

export const list = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['1'],
    margin: 0,
    padding: vars.space['2'],
    listStyle: 'none',
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    '@media': {
      [beside]: { flexDirection: 'column', flexWrap: 'nowrap' },
    },
  }),
);

export const link = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    // A touch target of 44 px (WCAG 2.5.5).
    minHeight: '2.75rem',
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.backgroundMuted },
      '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryText },
    },
    '@media': {
      [reducedMotion]: { transition: 'none' },
      // The current entry's tint is a fill, which forced colours remove: a frame marks it instead.
      [forcedColors]: {
        selectors: { '&[aria-current="page"]': { outline: '2px solid LinkText', outlineOffset: '-2px' } },
      },
    },
  }),
);

export const icon = style(layered({ display: 'inline-flex', flexShrink: 0 }));

globalStyle(`${icon} > svg`, layered({ width: '1.125rem', height: '1.125rem' }));

/** The menu beside the content on wide screens, above it otherwise. */
export const layout = style(
  layered({
    display: 'grid',
    gap: vars.space['6'],
    alignItems: 'start',
    '@media': {
      [beside]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: vars.space['8'] },
    },
  }),
);
