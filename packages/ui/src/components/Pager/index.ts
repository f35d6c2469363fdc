export { Pager } from './Pager';
export type { PagerPage, PagerProps } from './Pager';
