import { style } from '@vanilla-extract/css';

/** Marks an icon as the package's own, so the base styles set it as a block (see theme/base.css.ts). */
export const icon = style({});
