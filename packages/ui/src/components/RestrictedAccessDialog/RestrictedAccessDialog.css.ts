import { keyframes, style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { forcedColors, mediaUp } from '../../theme/media';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: vars.color.overlay,
    animationName: fadeIn,
    animationDuration: vars.duration.normal,
    animationTimingFunction: vars.easing.standard,
  }),
);

export const content = style(
  layered({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['5'],
    width: `calc(100% - ${vars.space['8']})`,
    maxWidth: '32rem',
    maxHeight: `calc(100dvh - ${vars.space['8']})`,
    overflowY: 'auto',
    padding: vars.space['6'],
    borderRadius: vars.radius.xl,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    animationName: riseIn,
    animationDuration: vars.duration.slow,
    animationTimingFunction: vars.easing.standard,
    '@media': {
      [mediaUp('sm')]: { padding: vars.space['8'] },
      // Only the shadow sets the dialog off from the page, and forced colours remove it.
      [forcedColors]: { border: '1px solid CanvasText' },
    },
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space['4'],
  }),
);

export const badgeIcon = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.warningSubtle,
    color: vars.color.warningText,
  }),
);

export const glyph = style(layered({ width: '1.5rem', height: '1.5rem' }));

export const closeIcon = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2.5rem',
    height: '2.5rem',
    marginBlockStart: `calc(-1 * ${vars.space['2']})`,
    marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: {
      '&:hover': { backgroundColor: vars.color.backgroundMuted, color: vars.color.text },
    },
  }),
);

export const closeGlyph = style(layered({ width: '1.25rem', height: '1.25rem' }));

export const text = style(layered({ display: 'grid', gap: vars.space['2'] }));

export const title = style(
  layered({
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  }),
);

export const description = style(
  layered({
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const availability = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    gap: vars.space['2'],
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const smallGlyph = style(layered({ width: '1rem', height: '1rem', flexShrink: 0 }));

export const features = style(
  layered({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.backgroundSubtle,
    border: `1px solid ${vars.color.border}`,
  }),
);

export const featuresHeading = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const actions = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    '@media': {
      [mediaUp('sm')]: { flexDirection: 'row', justifyContent: 'flex-end' },
    },
  }),
);
