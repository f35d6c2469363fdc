export { Heading, headingSizes } from './Heading';
export type { HeadingProps, HeadingSize } from './Heading';
