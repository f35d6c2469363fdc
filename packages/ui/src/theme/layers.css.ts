import { globalLayer } from '@vanilla-extract/css';

/**
 * Every rule of the package sits in the `company-ui` cascade layer, so any
 * unlayered rule of the consuming app wins without `!important`.
 */
export const rootLayer = globalLayer('company-ui');
export const resetLayer = globalLayer({ parent: rootLayer }, 'reset');
export const themeLayer = globalLayer({ parent: rootLayer }, 'theme');
/** What the components' own elements would otherwise take from the reset (see `base.css.ts`). */
export const baseLayer = globalLayer({ parent: rootLayer }, 'base');
export const componentsLayer = globalLayer({ parent: rootLayer }, 'components');
