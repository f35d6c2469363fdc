import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';
import { cx } from './cx';
import { icon } from './icon.css';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A Lucide icon as a plain SVG component, the same markup lucide-react renders. lucide-react's
 * icons are client components (they read a React context), so every component of ours that shows
 * one would hydrate for it; these render on the server and send no JavaScript. One module per
 * icon (`src/icons/`), so an app's bundler puts each icon in the chunk of the page that shows it.
 */
export function lucideIcon(name: string, node: IconNode) {
  function Icon({ className, ...props }: IconProps) {
    // Decorative unless the caller names it, as with lucide-react.
    const named = Object.keys(props).some((prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title');
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cx('lucide', `lucide-${name}`, icon, className)}
        aria-hidden={named ? undefined : 'true'}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
