// dist/fonts.css: the metric-matched local fallbacks; scripts/finalize.mjs adds the web fonts.
import '../../src/theme/fonts.css';
