import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props a link component receives from the package: an `href` and anchor attributes. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A component that renders a link, such as an adapter around a router's `<Link>`.
 * Components that render several links take one through an optional `linkComponent` prop; `'a'` by
 * default. The components that take one are server components: a React Server Component can pass
 * them any component, a router's link included.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';
