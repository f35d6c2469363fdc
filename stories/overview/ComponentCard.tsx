import { vars } from '@company/ui/theme';
import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';

/** The sidebar path of a component's docs page, the way Storybook derives ids from titles. */
const docsId = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/\//g, '-')}--docs`;

/**
 * A story's light visual baseline, published next to the static Storybook under `thumbnails/`:
 * one folder per component, named as its id, the file named as the story's part of its id.
 */
const thumbnail = (title: string, story: string) =>
  `./thumbnails/${docsId(title).replace(/--docs$/, '')}/${story
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;

interface ComponentCardProps {
  /** The story title, e.g. `Patterns/CookieBanner`. */
  title: string;
  /** The name of the story whose baseline is the thumbnail. */
  story: string;
  /** Other French words designers use for it. */
  aliases?: string;
  children: ReactNode;
}

/** A link to a Storybook page that the manager opens in place, as links in MDX do. */
function DocsLink({
  href,
  style,
  children,
  ...rest
}: {
  href: string;
  style?: CSSProperties;
  children: ReactNode;
  'aria-label'?: string;
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

/** One component of the overview: its thumbnail, what it is for, and a link to its docs. */
export function ComponentCard({ title, story, aliases, children }: ComponentCardProps) {
  const name = title.split('/').pop() ?? title;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
        gap: '1.25rem',
        alignItems: 'start',
        marginBlock: '0.75rem 2rem',
      }}
    >
      <DocsLink
        href={`?path=/docs/${docsId(title)}`}
        aria-label={`${name} docs`}
        style={{
          display: 'block',
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          background: vars.color.backgroundSubtle,
          aspectRatio: '4 / 3',
          overflow: 'hidden',
        }}
      >
        <img
          src={thumbnail(title, story)}
          alt={`${name}, preview`}
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain', objectPosition: 'top left' }}
        />
      </DocsLink>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <div style={{ fontSize: '15px', lineHeight: 1.6 }}>{children}</div>
        {aliases ? (
          <div style={{ fontSize: '13px', color: vars.color.textMuted }}>Also searched as: {aliases}</div>
        ) : null}
        <DocsLink href={`?path=/docs/${docsId(title)}`} style={{ fontSize: '14px', fontWeight: 600 }}>
          Open {name}
        </DocsLink>
      </div>
    </div>
  );
}
