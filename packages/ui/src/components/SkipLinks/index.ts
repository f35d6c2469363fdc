export { SkipLinks } from './SkipLinks';
export type { SkipLinkItem, SkipLinksProps } from './SkipLinks';
