// dist/tokens.css: the `--cui-*` variables on `:root`, the colour schemes (`data-cui-scheme`) and
// reduced motion. Restyles nothing by itself.
import '../../src/theme/layers.css';
import '../../src/theme/theme.css';
