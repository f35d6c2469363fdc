// Source-mode stand-in for `dist/styles.css`: in the workspace (Storybook, the site's dev
// server) the global styles compile from source, and fonts come from the fontsource packages.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import './theme/layers.css';
import './theme/fonts.css';
import './theme/theme.css';
import './theme/reset.css';
