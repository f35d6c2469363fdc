import type { LinkComponentProps } from '@company/ui';
import { Link, useInRouterContext } from 'react-router-dom';
import { site } from '../config/site';

const external = /^(?:[a-z][a-z\d+.-]*:|#)/i;

/**
 * Adapter that lets `@company/ui` components render the site's links: paths go through the
 * router (and so get the `/fr` base), `mailto:`, `tel:`, `https:` and `#` links stay plain anchors.
 * In an island, which has no router, a path is a plain anchor with the `/fr` base.
 */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  const routed = useInRouterContext();
  if (external.test(href) || !routed) {
    // Outside a router (an island of a static page), a path is a plain link with the base in front.
    const url = external.test(href) ? href : `${site.basePath}${href === '/' ? '/' : href}`;
    return (
      <a href={url} ref={ref} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} ref={ref} {...rest}>
      {children}
    </Link>
  );
}
