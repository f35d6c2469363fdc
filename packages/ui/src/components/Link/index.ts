export { Link, linkIconPositions, linkTones, linkUnderlines } from './Link';
export type { LinkIconPosition, LinkProps, LinkTone, LinkUnderline } from './Link';
