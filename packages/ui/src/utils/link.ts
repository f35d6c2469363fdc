import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props a link component receives from the package: an `href` and anchor attributes. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A component that renders a link, such as an adapter around a router's `<Link>`.
 * Components that render several links take one through a `linkComponent` prop; `'a'` by default.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';
