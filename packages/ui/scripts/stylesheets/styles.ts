// The all-in-one stylesheet: layer order, font fallbacks, tokens, reset and element styles, the
// components' base styles, then the components. scripts/finalize.mjs adds the web fonts and writes it as dist/styles.css.
import '../../src/theme/layers.css';
import '../../src/theme/fonts.css';
import '../../src/theme/theme.css';
import '../../src/theme/reset.css';
import '../../src/theme/base.css';

export * from '../../src/index';
