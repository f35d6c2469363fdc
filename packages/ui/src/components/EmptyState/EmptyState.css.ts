import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['3'],
    paddingBlock: vars.space['12'],
    paddingInline: vars.space['6'],
    borderRadius: vars.radius.lg,
    border: `1px dashed ${vars.color.border}`,
    backgroundColor: vars.color.backgroundSubtle,
    textAlign: 'center',
  }),
);

export const icon = style(layered({ marginBlockEnd: vars.space['2'] }));

export const title = style(
  layered({
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
);

export const description = style(
  layered({
    maxWidth: '36rem',
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const action = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space['3'],
    marginBlockStart: vars.space['3'],
  }),
);
