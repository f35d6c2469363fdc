import { Hero } from '@company/blocks';
import {
  Card,
  CardBody,
  CardFooter,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  Link as TextLink,
  Section,
  SectionHeader,
  Text,
} from '@company/ui';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { docResources, docsHero, type DocItem } from '../data/docs';
import type { PageHeadProps } from '../seo/PageHead';
import { DocGrid } from './docs/DocGrid';
import { DocsBrowser } from './docs/DocsBrowser';

/** What the page tells search engines and link previews. */
export const docsHead: PageHeadProps = { title: docsHero.title, description: docsHero.metaDescription };

export interface DocsPageProps {
  /** Every document, in the order of the list (src/content/docs). */
  docs: readonly DocItem[];
  /** The searchable list of every document; the site's island on a static page. */
  browser?: ReactNode;
}

export function DocsPage({ docs, browser = <DocsBrowser docs={docs} /> }: DocsPageProps) {
  return (
    <>
      <Hero title={docsHero.title} text={docsHero.lead} />

      <Section aria-labelledby="docs-featured">
        <SectionHeader id="docs-featured" title={docsHero.featuredTitle} intro={docsHero.featuredIntro} />
        <DocGrid items={docs.filter((item) => item.featured)} level={3} />
      </Section>

      {browser}

      <Section aria-labelledby="docs-resources">
        <SectionHeader id="docs-resources" title={docsHero.resourcesTitle} intro={docsHero.resourcesIntro} />
        <CardGrid as="ul" columns={4}>
          {docResources.map((resource) => (
            <CardGridItem key={resource.href}>
              <Card>
                <CardHeader>
                  <CardTitle level={3}>{resource.title}</CardTitle>
                </CardHeader>
                <CardBody>
                  <p>{resource.description}</p>
                </CardBody>
                <CardFooter>
                  <Text as="span" weight="semibold">
                    <TextLink asChild icon={<ArrowRight />} iconPosition="end">
                      <Link to={resource.href}>{resource.linkLabel}</Link>
                    </TextLink>
                  </Text>
                </CardFooter>
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
