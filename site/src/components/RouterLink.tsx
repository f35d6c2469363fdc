import type { LinkComponentProps } from '@company/ui';
import { Link } from 'react-router-dom';

const external = /^(?:[a-z][a-z\d+.-]*:|#)/i;

/**
 * Adapter that lets `@company/ui` components render the site's links: paths go through the
 * router (and so get the `/fr` base), `mailto:`, `tel:`, `https:` and `#` links stay plain anchors.
 */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  if (external.test(href)) {
    return (
      <a href={href} ref={ref} {...rest}>
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
