import { resolveTextStyles } from './tokens';
import { vars } from './vars.css';

/**
 * The named text styles as CSS variable references, for `style()` in vanilla-extract: a rule built
 * from them follows an app that rethemes the `--cui-*` variables.
 */
export const textStyleVars = resolveTextStyles(vars);
