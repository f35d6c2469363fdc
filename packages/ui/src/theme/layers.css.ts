import { globalLayer } from '@vanilla-extract/css';

/**
 * Every rule of the package sits in the `company-ui` cascade layer, so any
 * unlayered rule of the consuming app wins without `!important`.
 */
export const rootLayer = globalLayer('company-ui');
export const resetLayer = globalLayer({ parent: rootLayer }, 'reset');
export const themeLayer = globalLayer({ parent: rootLayer }, 'theme');
export const componentsLayer = globalLayer({ parent: rootLayer }, 'components');
