import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Breadcrumbs,
  Button,
  Heading,
  Section,
  SectionHeader,
  Stack,
  Text,
} from '@company/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NoScriptNotice } from '../components/NoScriptNotice';
import { RouterLink } from '../components/RouterLink';
import { legalPaths, type LegalPage as LegalText } from '../content/legal';
import { cookieSettingsCopy, legalPageCopy } from '../data/legal';
import { requiresScript } from '../layout/noScript';
import type { PageHeadProps } from '../seo/PageHead';
import { CookieSettings } from './legal/CookieSettings';

export interface LegalPageProps {
  /** The legal text (src/content/legal). */
  page: LegalText;
  /** Shown between the sections and the related links (the cookie settings). */
  children?: ReactNode;
}

const legalTrail = (page: LegalText) => [
  { label: legalPageCopy.homeLabel, href: '/' },
  { label: page.title, href: legalPaths[page.id] },
];

/** What a legal page tells search engines and link previews. */
export function legalHead(page: LegalText): PageHeadProps {
  return { title: page.title, description: page.description, breadcrumbs: legalTrail(page) };
}

/** A legal text: breadcrumbs, title, last revision, sections in an accordion (any number open, the first at first), related links. */
export function LegalPage({ page, children }: LegalPageProps) {
  const trail = legalTrail(page);

  return (
    <>
      <Section width="narrow" aria-labelledby="legal-title">
        <Breadcrumbs items={trail} linkComponent={RouterLink} />
        <SectionHeader id="legal-title" level={1} title={page.title} intro={page.lead}>
          <Text size="bodySmall" tone="muted">
            <time dateTime={page.updated}>{page.updatedLabel}</time>
          </Text>
        </SectionHeader>
        <Accordion
          type="multiple"
          defaultValue={page.sections.slice(0, 1).map((section) => section.id)}
          headingLevel={2}
        >
          {page.sections.map((section) => (
            <AccordionItem key={section.id} value={section.id} id={section.id}>
              <AccordionTrigger>{section.title}</AccordionTrigger>
              <AccordionContent>
                {/* The section's Markdown, rendered at build time from the site's own files. */}
                <Stack gap="3" dangerouslySetInnerHTML={{ __html: section.html }} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        {children}
        <nav aria-labelledby="legal-links">
          <Stack gap="4">
            <Heading id="legal-links" level={2} size="heading4">
              {legalPageCopy.linksTitle}
            </Heading>
            <Stack as="ul" direction="row" wrap gap="3">
              {page.links.map((link) => (
                <li key={link.href}>
                  <Button asChild variant="outline">
                    <Link to={link.href}>{link.label}</Link>
                  </Button>
                </li>
              ))}
            </Stack>
          </Stack>
        </nav>
      </Section>
    </>
  );
}

/** The cookie policy, with the visitor's choice per category; `settings` is the site's island on a static page. */
export const CookiesPage = ({ page, settings = <CookieSettings /> }: { page: LegalText; settings?: ReactNode }) => (
  <LegalPage page={page}>
    <div {...requiresScript}>{settings}</div>
    <NoScriptNotice title={cookieSettingsCopy.noScriptTitle}>{cookieSettingsCopy.noScriptText}</NoScriptNotice>
  </LegalPage>
);
