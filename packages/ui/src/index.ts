// Global styles: compiled into dist/styles.css, never imported by the JS at runtime.
import './theme/theme.css';
import './theme/global.css';

export type { LinkComponent, LinkComponentProps } from './utils/link';

export { Button, buttonSizes, buttonVariants } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';

// Navigation and page frame

// Content

// Disclosure and forms

// Showcase components
