// dist/reset.css: the opt-in reset and element styles for the whole page.
import '../../src/theme/layers.css';
import '../../src/theme/reset.css';
