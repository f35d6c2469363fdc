import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';

export { fieldsetReset as fieldset } from '../Fieldset/Fieldset.css';

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  layered({
    paddingBlock: vars.space['4'],
    selectors: {
      '& + &': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    },
  }),
);

export const label = style(
  layered({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space['2'],
    rowGap: vars.space['1'],
  }),
);
