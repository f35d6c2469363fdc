// The base styles of the package's own elements, which every component stylesheet
// (`dist/css/<component>.css`) starts with; scripts/finalize.mjs adds them there.
import '../../src/theme/layers.css';
import '../../src/theme/base.css';
