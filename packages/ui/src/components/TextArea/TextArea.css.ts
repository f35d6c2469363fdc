import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layer';
import { vars } from '../../theme/vars.css';
import { controlBox } from '../Field/control.css';

export const textArea = style([
  layered(controlBox),
  layered({
    minHeight: '2.5rem',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    lineHeight: vars.lineHeight.normal,
    resize: 'vertical',
    selectors: {
      // The height follows the text; a manual resize would be overwritten on the next keystroke.
      '&[data-auto-grow]': { resize: 'none' },
    },
  }),
]);
