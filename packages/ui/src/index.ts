// Global styles: compiled into dist/styles.css, never imported by the JS at runtime.
import './theme/theme.css';
import './theme/global.css';

export { Button, buttonSizes, buttonVariants } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
