import { CallToAction, docDifficultyTones } from '@company/blocks';
import {
  Alert,
  Badge,
  Breadcrumbs,
  Code,
  CodeBlock,
  Heading,
  List,
  ListItem,
  Pager,
  Section,
  SectionHeader,
  Stack,
  Steps,
  Table,
  Text,
} from '@company/ui';
import { RouterLink } from '../components/RouterLink';
import {
  docCategoryLabel,
  docHref,
  docNeighbours,
  docPageCopy as copy,
  docsHero,
  docTextParts,
  findDoc,
  type DocBlock,
  type DocContent,
  type DocItem,
} from '../data/docs';
import { techArticleJsonLd } from '../seo/jsonLd';
import type { PageHeadProps } from '../seo/PageHead';
import type { ReactNode } from 'react';
import { CtaLinks } from './CtaLinks';

/** A row of a document's table, keyed by the position of its column. */
type TableRow = Record<string, ReactNode>;

/** A text of the document, the names written between backticks set as code. */
function Inline({ text }: { text: string }) {
  return docTextParts(text).map((part, index) =>
    part.code ? (
      // A text's runs never move: their position is their identity.
      <Code key={index}>{part.text}</Code>
    ) : (
      part.text
    ),
  );
}

const inline = (text: string) => <Inline text={text} />;

function Block({ block }: { block: DocBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text>{inline(block.text)}</Text>;
    case 'list':
      return (
        <Text as="div">
          <List>
            {block.items.map((item) => (
              <ListItem key={item}>{inline(item)}</ListItem>
            ))}
          </List>
        </Text>
      );
    case 'steps':
      return (
        <Steps
          items={block.items.map((step) => ({ title: step.title, description: inline(step.description) }))}
          layout="vertical"
          level={3}
        />
      );
    case 'table':
      return (
        <Table<TableRow>
          caption={block.caption}
          columns={block.headers.map((header, index) => ({ key: String(index), header }))}
          rows={block.rows.map((cells) =>
            Object.fromEntries(cells.map((cell, index) => [String(index), inline(cell)])),
          )}
          // Each table is fixed content: a row's position is its identity.
          getRowKey={(_row, index) => index}
          rowHeader="0"
        />
      );
    case 'code':
      return <CodeBlock caption={block.caption} language={block.language} code={block.code} />;
    case 'note':
      return (
        <Alert tone="info" live="off" title={block.title}>
          {inline(block.text)}
        </Alert>
      );
  }
}

export interface DocPageProps {
  /** Id of the document in the list on /docs. */
  id: string;
  /** What its page says. */
  content: DocContent;
}

/** What a document's page tells search engines and link previews. */
export function docHead(id: string): PageHeadProps {
  const doc = findDoc(id);
  if (!doc) throw new Error(`The document "${id}" is not in the list`);
  const href = docHref(doc.id);
  return {
    title: doc.title,
    description: doc.description,
    breadcrumbs: [copy.breadcrumbHome, copy.breadcrumbDocs, { label: doc.title, href }],
    jsonLd: [
      techArticleJsonLd({
        headline: doc.title,
        description: doc.description,
        href,
        section: docCategoryLabel(doc.category),
        minutes: Number.parseInt(doc.readTime, 10),
      }),
    ],
  };
}

/** One document of the documentation: breadcrumbs, title, its sections, then the way to the next one. */
export function DocPage({ id, content }: DocPageProps) {
  const doc = findDoc(id);
  // Each content module belongs to a document of the list (data/docPages tests).
  if (!doc) throw new Error(`The document "${id}" is not in the list`);
  const href = docHref(doc.id);
  const trail = [copy.breadcrumbHome, copy.breadcrumbDocs, { label: doc.title, href }];
  const category = docCategoryLabel(doc.category);
  const { previous, next } = docNeighbours(doc.id);
  const pagerLink = (item: DocItem | undefined) => item && { href: docHref(item.id), title: item.title };

  return (
    <>
      <Section tone="subtle" width="narrow" aria-labelledby="doc-title">
        <Breadcrumbs items={trail} linkComponent={RouterLink} />
        <SectionHeader id="doc-title" level={1} eyebrow={category} title={doc.title} intro={content.intro}>
          <Stack direction="row" wrap align="center" gap="3">
            <Badge tone={docDifficultyTones[doc.difficulty]} data-difficulty={doc.difficulty}>
              {`${copy.difficultyLabel}\u00a0: ${copy.difficulties[doc.difficulty]}`}
            </Badge>
            <Text as="span" size="bodySmall" tone="muted">
              {`${doc.readTime} ${docsHero.readTimeSuffix}`}
            </Text>
          </Stack>
        </SectionHeader>
      </Section>

      {/* The document's own sections carry the headings: this band only sets their width. */}
      <Section as="div" width="narrow">
        <Stack gap="12">
          {content.clientSpace ? (
            <Alert tone="info" live="off" title={copy.clientSpaceNotice.title}>
              {copy.clientSpaceNotice.text}
            </Alert>
          ) : null}
          {content.sections.map((section, index) => {
            const id = `doc-section-${index + 1}`;
            return (
              <section key={section.title} aria-labelledby={id}>
                <Stack gap="5">
                  <Heading id={id} level={2} size="heading3">
                    {section.title}
                  </Heading>
                  {section.blocks.map((block, blockIndex) => (
                    // The blocks of a section are fixed content: their position is their identity.
                    <Block key={blockIndex} block={block} />
                  ))}
                </Stack>
              </section>
            );
          })}
          <Pager
            label={copy.pagerLabel}
            previousLabel={copy.previousLabel}
            nextLabel={copy.nextLabel}
            previous={pagerLink(previous)}
            next={pagerLink(next)}
            linkComponent={RouterLink}
          />
        </Stack>
      </Section>

      <CallToAction
        titleId="doc-help"
        tone="subtle"
        title={copy.helpTitle}
        description={copy.helpText}
        actions={<CtaLinks primaryCta={copy.helpPrimaryCta} secondaryCta={copy.helpSecondaryCta} />}
      />
    </>
  );
}
