import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props a link component receives from the package: an `href` and anchor attributes. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A component that renders a link, such as an adapter around a router's `<Link>`.
 * Components that render several links take one through an optional `linkComponent` prop; `'a'` by
 * default. From a React Server Component, a server component of ours accepts any component, and a
 * client one (`SiteHeader`) only a client component.
 */
export type LinkComponent = ComponentType<LinkComponentProps> | 'a';
