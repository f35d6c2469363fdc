import { globalStyle, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const mdUp = mediaUp('md');

/**
 * Height of the frame, shared by the placeholder and the embed so that loading it moves nothing.
 * A consumer sets it on an ancestor or through `style` (`--consentEmbed-height: 30rem`); the
 * component never sets it itself.
 */
const height = '--consentEmbed-height';

export const root = style(
  layered({
    overflow: 'hidden',
    borderRadius: vars.radius.xl,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
  }),
);

export const frame = style(
  layered({
    position: 'relative',
    display: 'grid',
    // On phones the card sits at the bottom, below the middle of the preview; on wider screens, at the start beside it.
    placeItems: 'end center',
    height: `var(${height}, 22rem)`,
    padding: vars.space['4'],
    // The preview's ground, so the frame shows no seam while the embed loads.
    backgroundColor: vars.color.backgroundMuted,
    '@media': {
      [mdUp]: {
        height: `var(${height}, 24rem)`,
        padding: vars.space['10'],
        placeItems: 'center start',
      },
    },
  }),
);

/** The picture behind the card, such as a drawn map or a video's still: it fills the frame. */
export const preview = style(layered({ position: 'absolute', inset: 0 }));

globalStyle(
  `${preview} > svg, ${preview} > img`,
  layered({ display: 'block', width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' }),
);

/** The loaded embed fills the frame. */
export const embed = style(layered({ position: 'absolute', inset: 0 }));

globalStyle(
  `${embed} > iframe, ${embed} > video`,
  layered({ display: 'block', width: '100%', height: '100%', border: 0 }),
);

export const card = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['4'],
    maxWidth: '24rem',
    padding: vars.space['6'],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
  }),
);

export const title = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
);

export const footer = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    padding: vars.space['4'],
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    '@media': {
      [mdUp]: { paddingInline: vars.space['6'] },
    },
  }),
);

export const captionRow = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
  }),
);

export const caption = style(
  layered({
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

// A postal address in the caption (a map's) keeps the caption's upright style.
globalStyle(`${caption} address`, layered({ fontStyle: 'normal' }));
