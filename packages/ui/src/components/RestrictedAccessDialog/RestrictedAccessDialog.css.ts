// The overlay, the panel, its close icon, title, description and actions are Dialog's
// (../Dialog/Dialog.css.ts): only the notice's own parts are here.
import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const badgeIcon = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'flex-start',
    flexShrink: 0,
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.warningSubtle,
    color: vars.color.warningText,
  }),
);

export const glyph = style(layered({ width: vars.iconSize.lg, height: vars.iconSize.lg }));

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

export const smallGlyph = style(layered({ width: vars.iconSize.sm, height: vars.iconSize.sm, flexShrink: 0 }));

export const features = style(
  layered({
    display: 'grid',
    gap: vars.space['3'],
    padding: vars.space['5'],
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.backgroundSubtle,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
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
