import { style } from '@vanilla-extract/css';
import { layered } from '../theme/layer';
import { rtl } from './direction';

/** Marks an icon as the package's own, so the base styles set it as a block (see theme/base.css.ts). */
export const icon = style({});

/**
 * An icon that points along the line of text (a chevron between breadcrumbs, a « previous » arrow):
 * mirrored in right-to-left text, where the line runs the other way.
 */
export const mirrored = style(layered({ selectors: { [`&${rtl}`]: { transform: 'scaleX(-1)' } } }));
