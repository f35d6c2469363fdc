import { CardGrid, CardGridItem, IconCard, Section, SectionHeader } from '@company/ui';
import { Bot, Code, Database, FileLock, Gauge, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { protections, securityPageCopy as copy, type ProtectionIcon } from '../data/security';
import { NoScriptNotice } from '../components/NoScriptNotice';
import type { PageHeadProps } from '../seo/PageHead';
import { SecurityDashboard } from './security/SecurityDashboard';

const protectionIcons: Record<ProtectionIcon, ReactNode> = {
  ShieldAlert: <ShieldAlert />,
  Database: <Database />,
  Code: <Code />,
  Gauge: <Gauge />,
  Bot: <Bot />,
  FileLock: <FileLock />,
};

/** What the page tells search engines and link previews. */
export const securityStatusHead: PageHeadProps = { title: copy.title, description: copy.metaDescription };

export interface SecurityStatusPageProps {
  /** The live status and figures; the site's island on a static page. */
  dashboard?: ReactNode;
}

export function SecurityStatusPage({ dashboard = <SecurityDashboard /> }: SecurityStatusPageProps) {
  return (
    <>
      {dashboard}
      <NoScriptNotice title={copy.noScriptTitle} inSection>
        {copy.noScriptText}
      </NoScriptNotice>

      <Section aria-labelledby="security-protections">
        <SectionHeader id="security-protections" title={copy.protectionsTitle} intro={copy.protectionsIntro} />
        <CardGrid as="ul" columns={3} gap="4">
          {protections.map((protection) => (
            <CardGridItem key={protection.id}>
              <IconCard
                icon={protectionIcons[protection.icon]}
                iconTone="success"
                title={protection.title}
                description={protection.description}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
