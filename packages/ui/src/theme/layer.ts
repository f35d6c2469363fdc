import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/** Puts a component rule in the package's `components` cascade layer. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });
