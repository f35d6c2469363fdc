import { vars } from '@company/ui/theme';
import {
  Anchor,
  Canvas,
  Controls,
  Description,
  DocsContext,
  DocsStory,
  Heading,
  Markdown,
  Primary,
  Subheading,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { docsFrameUrl } from '../../.storybook/docsFrame';
import { StoryLocaleProvider } from '../../.storybook/locale';
import {
  AnatomyPicture,
  ComponentStatus,
  DocsPageLink,
  linkComponents,
  Measurements,
  TokensUsed,
} from './ComponentFacts';
import type { AnatomyPart, ComponentGuidelines, GuidelineExample } from './guidelines';

/**
 * Guideline text, where `code` and *emphasis* read as they do in the rest of the docs, and the
 * components it names link to their pages (`self`, the page's own, stays text).
 */
const Text = ({ children, self = '' }: { children: string; self?: string }) => (
  <Markdown options={{ forceInline: true, overrides: { a: DocsPageLink } }}>{linkComponents(children, self)}</Markdown>
);

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

/** The width of the phone a story's `onPhone` globals ask for, and the height of its screen. */
const phone = { width: 375, height: 667 } as const;

/** Whether a story is meant for a phone's screen (`globals: onPhone`). */
const isPhoneStory = (story: { storyGlobals?: unknown }) =>
  (story.storyGlobals as { viewport?: { value?: string } } | undefined)?.viewport?.value === 'mobile';

/**
 * A story shown on a phone's screen: a frame 375 px wide that loads the story alone, so that its
 * media queries, its fixed overlays (a banner, a menu) and its width are a phone's, as the story's
 * own view shows it, not the docs column's. The frame grows with a story taller than the screen.
 */
function PhoneFrame({ id, name, globals }: { id: string; name: string; globals: Record<string, unknown> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let observer: ResizeObserver | undefined;
    const fit = () => {
      const root = element.contentDocument?.documentElement;
      if (root) element.style.height = `${Math.max(phone.height, root.scrollHeight)}px`;
    };
    const watch = () => {
      observer?.disconnect();
      const body = element.contentDocument?.body;
      if (!body) return;
      observer = new ResizeObserver(fit);
      observer.observe(body);
      fit();
    };
    element.addEventListener('load', watch);
    return () => {
      element.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, []);
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '1.5rem',
        marginBlock: '1.25rem 2.5rem',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.backgroundSubtle,
      }}
    >
      <iframe
        ref={frame}
        data-phone-frame=""
        title={`${name}, on a phone`}
        src={`${docsFrameUrl(globals)}&viewMode=story&id=${id}`}
        width={phone.width}
        height={phone.height}
        style={{
          display: 'block',
          width: `${phone.width}px`,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: '1.5rem',
          background: vars.color.background,
          boxShadow: vars.shadow.md,
        }}
      />
    </div>
  );
}

/** One story of the page: in the docs column, or on a phone's screen when it is meant for one. */
function Example({
  story,
  globals,
}: {
  story: { id: string; name: string; storyGlobals?: unknown; moduleExport: unknown };
  /** The toolbar's globals, which the phone's frame loads the story with. */
  globals: Record<string, unknown>;
}) {
  if (!isPhoneStory(story)) return <DocsStory of={story.moduleExport} expanded />;
  return (
    <Anchor storyId={story.id}>
      <Subheading>{story.name}</Subheading>
      <Description of={story.moduleExport} />
      <PhoneFrame id={story.id} name={story.name} globals={globals} />
    </Anchor>
  );
}

/**
 * The anatomy's pictures: the main example with the parts it shows, then each story that a part
 * names for itself (`story`), with the parts it shows. A part keeps its number in the list.
 */
function anatomyPictures<Story extends { id: string; moduleExport: unknown; storyGlobals?: unknown }>(
  anatomy: readonly AnatomyPart[],
  primary: Story,
  stories: readonly Story[],
) {
  const pictures = new Map<Story, Array<AnatomyPart & { number: number }>>([[primary, []]]);
  for (const [index, part] of anatomy.entries()) {
    // Story ids end with the export's name in kebab case (`WithIcon` is `…--with-icon`).
    const id = part.story?.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const story = (id && stories.find((candidate) => candidate.id.endsWith(`--${id}`))) || primary;
    pictures.set(story, [...(pictures.get(story) ?? []), { ...part, number: index + 1 }]);
  }
  return [...pictures].map(([story, parts]) => ({ story, parts }));
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
  const globals = (primary ? context.getStoryContext(primary).globals : {}) as Record<string, unknown>;

  const name = preparedMeta.title.split('/').pop() ?? '';
  const block = preparedMeta.title.startsWith('Blocks/');
  const text = (value: string) => <Text self={name}>{value}</Text>;

  return (
    <>
      <Title />
      <ComponentStatus name={name} block={block} />
      <Subtitle />
      {guidelines ? <p style={{ fontSize: '18px', lineHeight: 1.6 }}>{text(guidelines.purpose)}</p> : null}
      {/* The component's JSDoc is written for developers: the purpose above says it for designers. */}
      {guidelines ? null : <Description />}
      {guidelines?.alternatives?.length ? (
        <ul style={list}>
          {guidelines.alternatives.map((alternative) => (
            <li key={alternative}>{text(alternative)}</li>
          ))}
        </ul>
      ) : null}
      {primary ? <Primary /> : null}
      {guidelines && primary ? (
        <Section title="Anatomy">
          {anatomyPictures(guidelines.anatomy, primary, stories).map(({ story, parts }) => (
            <AnatomyPicture key={story.id} of={story.moduleExport as unknown} parts={parts}>
              {isPhoneStory(story) ? <PhoneFrame id={story.id} name={story.name} globals={globals} /> : null}
            </AnatomyPicture>
          ))}
          <ol style={list}>
            {guidelines.anatomy.map(({ part, description }, index) => (
              <li key={part} data-anatomy-part={index + 1}>
                <strong>{part}</strong>: {text(description)}
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
              <li key={rule}>{text(rule)}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {guidelines?.keyboard?.length || guidelines?.accessibility?.length ? (
        <Section title="Accessibility">
          {guidelines.accessibility?.length ? (
            <ul style={list}>
              {guidelines.accessibility.map((note) => (
                <li key={note}>{text(note)}</li>
              ))}
            </ul>
          ) : null}
          {guidelines.keyboard?.length ? (
            <table data-keyboard-table="" style={{ width: '100%' }}>
              <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: '0.5rem' }}>Keyboard</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    Keys
                  </th>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {guidelines.keyboard.map(({ keys, action }) => (
                  <tr key={`${keys} ${action}`}>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      <kbd>{keys}</kbd>
                    </td>
                    <td>{text(action)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </Section>
      ) : null}
      {examples.length ? (
        <Section title="Examples">
          {examples.map((story) => (
            <Example key={story.id} story={story} globals={globals} />
          ))}
        </Section>
      ) : null}
      <Section title="API">
        {block ? null : (
          <>
            <h3>Measurements</h3>
            <p>
              Read from the component&rsquo;s own element in this page&rsquo;s examples (the main one, then each other
              size and state they show), as the browser renders them in the toolbar&rsquo;s scheme.
            </p>
            <Measurements name={name} />
            <h3>Design tokens</h3>
            <p>
              The <code>--cui-*</code> variables its own styles read, by the part and the state that read them (restyle
              it by setting them).
            </p>
            <TokensUsed name={name} />
          </>
        )}
        <h3>Props</h3>
        <Controls />
      </Section>
    </>
  );
}
