import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Breadcrumbs,
  Button,
  CookiePreferences,
  Heading,
  Section,
  SectionHeader,
  Stack,
  Text,
} from '@company/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RouterLink } from '../components/RouterLink';
import {
  cookieSettingsCopy,
  cookieSwitchTexts,
  initiallyOpen,
  legalLastUpdated,
  legalLastUpdatedLabel,
  legalPageCopy,
  legalPages,
  type LegalPageId,
} from '../data/legal';
import { PageHead } from '../seo/PageHead';
import { useCookieChoices } from './legal/useCookieChoices';

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

/** A legal text: breadcrumbs, title, last revision, sections in an accordion (any number open), related links. */
function LegalPage({ id, children }: LegalPageProps) {
  const page = legalPages[id];
  const trail = [
    { label: legalPageCopy.homeLabel, href: '/' },
    { label: page.title, href: routePaths[id] },
  ];

  return (
    <>
      <PageHead title={page.title} description={page.description} breadcrumbs={trail} />
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

function CookieSettings() {
  const { choices, saved, change, save } = useCookieChoices();
  return (
    <CookiePreferences
      title={cookieSettingsCopy.title}
      description={cookieSettingsCopy.description}
      categories={cookieSwitchTexts}
      categoriesLegend={cookieSettingsCopy.categoriesLegend}
      alwaysActiveLabel={cookieSettingsCopy.alwaysOnLabel}
      acceptAllLabel={cookieSettingsCopy.acceptAllLabel}
      rejectAllLabel={cookieSettingsCopy.rejectAllLabel}
      saveLabel={cookieSettingsCopy.saveLabel}
      value={choices}
      onValueChange={change}
      onSave={save}
      status={saved ? cookieSettingsCopy.savedMessage : undefined}
    />
  );
}

export const LegalNoticePage = () => <LegalPage id="legal" />;
export const PrivacyPage = () => <LegalPage id="privacy" />;
export const TermsPage = () => <LegalPage id="terms" />;
export const CookiesPage = () => (
  <LegalPage id="cookies">
    <CookieSettings />
  </LegalPage>
);
