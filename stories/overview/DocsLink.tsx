import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';

/** The sidebar path of a component's docs page, the way Storybook derives ids from titles. */
export const docsId = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/\//g, '-')}--docs`;

/** A link to a Storybook page that the manager opens in place, as links in MDX do. */
export function DocsLink({
  href,
  style,
  children,
  ...rest
}: {
  href: string;
  style?: CSSProperties;
  children: ReactNode;
  'aria-label'?: string;
  'aria-hidden'?: boolean;
  tabIndex?: number;
}) {
  const context = useContext(DocsContext);
  return (
    <a
      href={href}
      style={style}
      {...rest}
      onClick={(event) => {
        if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        context.channel.emit(NAVIGATE_URL, href);
      }}
    >
      {children}
    </a>
  );
}

/** A component's name, linked to its docs page: `<ComponentLink title="Feedback/Alert" />` reads « Alert ». */
export function ComponentLink({ title, children }: { title: string; children?: ReactNode }) {
  return <DocsLink href={`?path=/docs/${docsId(title)}`}>{children ?? title.split('/').pop()}</DocsLink>;
}
