import { CallToAction, docDifficultyTones } from '@company/blocks';
import { Alert, Badge, Breadcrumbs, Heading, Pager, Section, SectionHeader, Stack, Text } from '@company/ui';
import { RouterLink } from '../components/RouterLink';
import type { DocPageContent } from '../content/docs';
import { docCategoryLabel, docHref, docPageCopy as copy, docsHero, type DocItem } from '../data/docs';
import { techArticleJsonLd } from '../seo/jsonLd';
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';
import { DocBody, DocText } from './docs/DocBody';

export interface DocPageProps {
  /** The document (src/content/docs/<id>.md). */
  page: DocPageContent;
  /** The documents before and after it in the list on /docs. */
  previous?: DocItem;
  next?: DocItem;
}

/** What a document's page tells search engines and link previews. */
export function docHead(doc: DocItem): PageHeadProps {
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
export function DocPage({ page: doc, previous, next }: DocPageProps) {
  const href = docHref(doc.id);
  const trail = [copy.breadcrumbHome, copy.breadcrumbDocs, { label: doc.title, href }];
  const category = docCategoryLabel(doc.category);
  const pagerLink = (item: DocItem | undefined) => item && { href: docHref(item.id), title: item.title };

  return (
    <>
      <Section tone="subtle" width="narrow" aria-labelledby="doc-title">
        <Breadcrumbs items={trail} linkComponent={RouterLink} />
        <SectionHeader
          id="doc-title"
          level={1}
          eyebrow={category}
          title={doc.title}
          intro={<DocText html={doc.intro} />}
        >
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
          {doc.clientSpace ? (
            <Alert tone="info" live="off" title={copy.clientSpaceNotice.title}>
              {copy.clientSpaceNotice.text}
            </Alert>
          ) : null}
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <Stack gap="5">
                <Heading id={section.id} level={2} size="heading3">
                  {section.title}
                </Heading>
                <DocBody html={section.html} />
              </Stack>
            </section>
          ))}
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
