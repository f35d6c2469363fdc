import { vars } from '@company/ui/theme';
import type { ReactNode } from 'react';
import { DocsLink, docsId } from './DocsLink';

/**
 * A story's light visual baseline cropped to the component (`scripts/overview-thumbnails.mjs`),
 * published next to the static Storybook under `thumbnails/`: one folder per component, named as its
 * id, the file named as the story's part of its id.
 */
const thumbnail = (title: string, story: string) =>
  `./thumbnails/${docsId(title).replace(/--docs$/, '')}/${story
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;

/** The id a markdown heading of the same text gets, so links to the overview's sections keep working. */
const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

interface ComponentCardProps {
  /** The story title, e.g. `Patterns/CookieBanner`. */
  title: string;
  /** The name designers use in French, e.g. « Bandeau cookies ». */
  name: string;
  /** The name of the story whose baseline is the thumbnail. */
  story: string;
  /** Other French words designers use for it. */
  aliases?: string;
  children: ReactNode;
}

/**
 * One component of the overview: its French and code names, its thumbnail, what it is for, and a
 * link to its docs. The heading is rendered here rather than written in markdown: Storybook's search
 * indexes markdown headings, and the component's own docs page already carries its French names
 * (its `FrenchNames` story), so a markdown heading would list each component twice.
 */
export function ComponentCard({ title, name, story, aliases, children }: ComponentCardProps) {
  const component = title.split('/').pop() ?? title;
  const heading = `${name} · ${component}`;
  const href = `?path=/docs/${docsId(title)}`;
  return (
    <>
      <h3 id={headingId(heading)}>{heading}</h3>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '1rem 1.5rem',
          alignItems: 'flex-start',
          marginBlock: '0.75rem 2.5rem',
        }}
      >
        {/*
         * The crop shows at its own size, smaller only where the column or the height cap makes it:
         * a button stays a button, and a wide block takes the whole line, its text wrapping under it.
         * The same target as « Open … » below, so it is left out of the tab order and of what screen
         * readers list: one link per component.
         */}
        <DocsLink
          href={href}
          aria-hidden
          tabIndex={-1}
          style={{
            display: 'grid',
            placeItems: 'center',
            flex: '0 1 auto',
            boxSizing: 'border-box',
            minWidth: '14rem',
            minHeight: '5rem',
            maxWidth: '100%',
            padding: '0.75rem',
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            background: vars.color.backgroundSubtle,
          }}
        >
          <img
            src={thumbnail(title, story)}
            alt=""
            loading="lazy"
            style={{
              display: 'block',
              width: 'auto',
              height: 'auto',
              maxWidth: '100%',
              maxHeight: '20rem',
              objectFit: 'contain',
            }}
          />
        </DocsLink>
        <div style={{ flex: '1 1 18rem', display: 'grid', gap: '0.5rem' }}>
          <div style={{ fontSize: '15px', lineHeight: 1.6 }}>{children}</div>
          {aliases ? (
            <div style={{ fontSize: '13px', color: vars.color.textMuted }}>Also searched as: {aliases}</div>
          ) : null}
          <DocsLink href={href} style={{ fontSize: '14px', fontWeight: 600 }}>
            Open {component}
          </DocsLink>
        </div>
      </div>
    </>
  );
}
