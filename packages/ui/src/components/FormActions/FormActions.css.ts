import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

// No gap: the live region stays in the page while empty, and an empty region must not push the
// buttons down. A message that appears takes its space below it.
export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
  }),
);

export const message = style(
  layered({
    alignSelf: 'stretch',
    selectors: { '&:not(:empty)': { marginBlockEnd: vars.space['4'] } },
  }),
);

export const buttons = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
  }),
);
