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
import {
  cookieSettingsCopy,
  initiallyOpen,
  legalLastUpdated,
  legalLastUpdatedLabel,
  legalPageCopy,
  legalPages,
  type LegalPageId,
} from '../data/legal';
import { requiresScript } from '../layout/noScript';
import type { PageHeadProps } from '../seo/PageHead';
import { CookieSettings } from './legal/CookieSettings';

const routePaths: Record<LegalPageId, string> = {
  legal: '/legal',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
};

interface LegalPageProps {
  id: LegalPageId;
  /** Shown between the sections and the related links (the cookie settings). */
  children?: ReactNode;
}

const legalTrail = (id: LegalPageId) => [
  { label: legalPageCopy.homeLabel, href: '/' },
  { label: legalPages[id].title, href: routePaths[id] },
];

/** What a legal page tells search engines and link previews. */
export function legalHead(id: LegalPageId): PageHeadProps {
  const page = legalPages[id];
  return { title: page.title, description: page.description, breadcrumbs: legalTrail(id) };
}

/** A legal text: breadcrumbs, title, last revision, sections in an accordion (any number open), related links. */
function LegalPage({ id, children }: LegalPageProps) {
  const page = legalPages[id];
  const trail = legalTrail(id);

  return (
    <>
      <Section width="narrow" aria-labelledby="legal-title">
        <Breadcrumbs items={trail} linkComponent={RouterLink} />
        <SectionHeader id="legal-title" level={1} title={page.title} intro={page.lead}>
          <Text size="bodySmall" tone="muted">
            <time dateTime={legalLastUpdated}>{legalLastUpdatedLabel}</time>
          </Text>
        </SectionHeader>
        <Accordion type="multiple" defaultValue={[initiallyOpen[id]]} headingLevel={2}>
          {page.sections.map((section) => (
            <AccordionItem key={section.id} value={section.id} id={section.id}>
              <AccordionTrigger>{section.title}</AccordionTrigger>
              <AccordionContent>
                <Stack gap="3">
                  {section.content.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </Stack>
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

export const LegalNoticePage = () => <LegalPage id="legal" />;
export const PrivacyPage = () => <LegalPage id="privacy" />;
export const TermsPage = () => <LegalPage id="terms" />;
/** The cookie policy, with the visitor's choice per category; `settings` is the site's island on a static page. */
export const CookiesPage = ({ settings = <CookieSettings /> }: { settings?: ReactNode }) => (
  <LegalPage id="cookies">
    <div {...requiresScript}>{settings}</div>
    <NoScriptNotice title={cookieSettingsCopy.noScriptTitle}>{cookieSettingsCopy.noScriptText}</NoScriptNotice>
  </LegalPage>
);
