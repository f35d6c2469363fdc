import type { LinkComponentProps } from '@company/ui';

/**
 * Stands in for a router link adapter. Storybook's preview sets `<base target="_parent">`, so a
 * plain link would navigate the whole Storybook page: the demo cancels the navigation and still
 * calls the component's handler (which closes the menus).
 */
export function DemoLink({ children, href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        // The component's handler first, as a router link does: Radix skips its own once the default is prevented.
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** Stands in for a router's link component: the component hands it `href`, the class and the attributes. */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} data-router-link="" {...rest}>
      {children}
    </a>
  );
}
