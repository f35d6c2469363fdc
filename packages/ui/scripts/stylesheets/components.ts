// dist/components.css: the components' base styles and rules, and nothing for elements they do
// not render.
import '../../src/theme/layers.css';
import '../../src/theme/base.css';

export * from '../../src/index';
