import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export const root = style(
  layered({
    margin: 0,
    padding: vars.space['6'],
    // Dashed: a frame still waiting for its content, where EmptyState's content is known to be missing.
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.textMuted,
    textAlign: 'center',
  }),
);
