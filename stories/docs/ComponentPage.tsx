import { vars } from '@company/ui/theme';
import {
  Canvas,
  Controls,
  Description,
  DocsContext,
  DocsStory,
  Heading,
  Markdown,
  Primary,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext, type CSSProperties, type ReactNode } from 'react';
import { StoryLocaleProvider } from '../../.storybook/locale';
import type { ComponentGuidelines, GuidelineExample } from './guidelines';

/** Guideline text, where `code` and *emphasis* read as they do in the rest of the docs. */
const Text = ({ children }: { children: string }) => <Markdown options={{ forceInline: true }}>{children}</Markdown>;

/** The export name of the story that shows a component's states side by side. */
export const STATES_STORY = 'States';

const section: CSSProperties = { marginBlock: '2.5rem' };
const list: CSSProperties = { paddingInlineStart: '1.25rem', display: 'grid', gap: '0.375rem' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section}>
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}

function Examples({
  kind,
  items,
  locale,
}: {
  kind: 'do' | 'dont';
  items: readonly GuidelineExample[];
  /** The `locale` global: the examples render outside any story, so they take its language here. */
  locale: unknown;
}) {
  const isDo = kind === 'do';
  const accent = isDo ? vars.color.successStrong : vars.color.dangerStrong;
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {items.map(({ example, caption }) => (
        <figure
          key={caption}
          style={{
            margin: 0,
            border: `1px solid ${vars.color.border}`,
            borderBlockStart: `4px solid ${accent}`,
            borderRadius: vars.radius.md,
            overflow: 'hidden',
          }}
        >
          {/* sb-unstyled keeps the docs' own typography (link colours, heading fonts) off the example. */}
          <div
            className="sb-unstyled"
            data-docs-example=""
            style={{ padding: '1.5rem', background: vars.color.backgroundSubtle }}
          >
            <StoryLocaleProvider locale={locale}>{example}</StoryLocaleProvider>
          </div>
          <figcaption style={{ padding: '0.75rem 1rem', fontSize: '14px', lineHeight: 1.5 }}>
            <strong style={{ color: isDo ? vars.color.successText : vars.color.dangerText }}>
              {isDo ? 'Do' : 'Don’t'}
            </strong>
            {' · '}
            <Text>{caption}</Text>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/**
 * The docs page of every component: what it is for, its props, anatomy, states, visual do and
 * don't, French content rules, then the stories that document a use. Stories tagged
 * `!autodocs` (behaviour tests) stay in the sidebar and the test run but off this page.
 */
export function ComponentPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const context = useContext(DocsContext);
  const { docs } = preparedMeta.parameters as { docs?: { guidelines?: ComponentGuidelines } };
  const guidelines = docs?.guidelines;
  const stories = context.componentStories().filter((story) => story.tags.includes('autodocs'));
  const [primary, ...rest] = stories;
  const states = rest.find((story) => story.name === STATES_STORY);
  const examples = rest.filter((story) => story !== states);
  // The toolbar's globals, which the docs page's own examples have no decorator to read.
  const globals = (primary ? context.getStoryContext(primary).globals : {}) as { locale?: unknown };

  return (
    <>
      <Title />
      <Subtitle />
      {guidelines ? (
        <p style={{ fontSize: '18px', lineHeight: 1.6 }}>
          <Text>{guidelines.purpose}</Text>
        </p>
      ) : null}
      {/* The component's JSDoc is written for developers: the purpose above says it for designers. */}
      {guidelines ? null : <Description />}
      {guidelines?.alternatives?.length ? (
        <ul style={list}>
          {guidelines.alternatives.map((alternative) => (
            <li key={alternative}>
              <Text>{alternative}</Text>
            </li>
          ))}
        </ul>
      ) : null}
      {primary ? <Primary /> : null}
      <Controls />
      {guidelines ? (
        <Section title="Anatomy">
          <ol style={list}>
            {guidelines.anatomy.map(({ part, description }) => (
              <li key={part}>
                <strong>{part}</strong>: <Text>{description}</Text>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {states ? (
        <Section title="States">
          <Canvas of={states.moduleExport as unknown} />
        </Section>
      ) : null}
      {guidelines ? (
        <Section title="Do and don’t">
          <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
            <Examples kind="do" items={guidelines.dos} locale={globals.locale} />
            <Examples kind="dont" items={guidelines.donts} locale={globals.locale} />
          </div>
        </Section>
      ) : null}
      {guidelines ? (
        <Section title="Content">
          <ul style={list}>
            {guidelines.content.map((rule) => (
              <li key={rule}>
                <Text>{rule}</Text>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {examples.length ? (
        <Section title="Examples">
          {examples.map((story) => (
            <DocsStory key={story.id} of={story.moduleExport as unknown} expanded />
          ))}
        </Section>
      ) : null}
    </>
  );
}
