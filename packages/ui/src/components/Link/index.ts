export { Link, linkTones, linkUnderlines } from './Link';
export type { LinkProps, LinkTone, LinkUnderline } from './Link';
