export { SkipLinks } from './SkipLinks';
export { defaultSkipLinks } from './constants';
export type { SkipLinkItem, SkipLinksProps } from './SkipLinks';
