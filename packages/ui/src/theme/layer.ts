import type { StyleRule } from '@vanilla-extract/css';
import { getFileScope } from '@vanilla-extract/css/fileScope';
import { componentsLayer } from './layers.css';

/** `AlertDialog` → `alert-dialog`, `visuallyHidden` → `visually-hidden`. */
const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The cascade layer of the component whose `.css.ts` file is being evaluated:
 * `company-ui.components.<name>`, named after its folder (`components/AlertDialog/` →
 * `alert-dialog`) or, outside one, after the file (`utils/icon.css.ts` → `icon`).
 *
 * Each component's stylesheet (`@company/ui/dialog.css`) carries the rules of the components it
 * renders (`Button`), so an app that imports several repeats some rules. A repeated rule stays in
 * its component's layer, and every stylesheet of the package starts by declaring the order of all
 * the layers (scripts/finalize.mjs): whatever order an app imports the stylesheets in, the rules
 * cascade as they do in `components.css`.
 */
function componentLayer() {
  const { filePath } = getFileScope();
  const folder = /components\/(\w+)\//.exec(filePath)?.[1];
  const file = /(\w+)\.css\.ts$/.exec(filePath)?.[1];
  const name = folder ?? file;
  if (!name) throw new Error(`layered(): no component layer for ${filePath}`);
  return `${componentsLayer}.${kebabCase(name)}`;
}

/** Puts a component rule in its component's layer, inside the package's `components` layer. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [componentLayer()]: rule } });
