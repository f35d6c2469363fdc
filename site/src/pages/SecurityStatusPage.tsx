import {
  AttacksTable,
  CardGrid,
  CardGridItem,
  IconCard,
  LoadingState,
  Section,
  SectionHeader,
  SecurityStatCard,
  Stack,
  StatGrid,
  StatusBanner,
  Switch,
  VisuallyHidden,
} from '@company/ui';
import { Bot, Code, Database, FileLock, Gauge, ShieldAlert, ShieldBan, ShieldCheck, Siren } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { plural } from '../data/format';
import { protections, securityPageCopy as copy, type ProtectionIcon } from '../data/security';
import { PageHead } from '../seo/PageHead';
import { useSecuritySnapshot } from './security/useSecuritySnapshot';

const protectionIcons: Record<ProtectionIcon, ReactNode> = {
  ShieldAlert: <ShieldAlert />,
  Database: <Database />,
  Code: <Code />,
  Gauge: <Gauge />,
  Bot: <Bot />,
  FileLock: <FileLock />,
};

/** Placeholder of a figure before the first check ends: a dash on screen, words for screen readers. */
function PendingValue() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{copy.pendingValue}</VisuallyHidden>
    </>
  );
}

export function SecurityStatusPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const { snapshot, loading, refresh } = useSecuritySnapshot({ autoRefresh });
  const recentAttacks = snapshot?.recentAttacks ?? 0;
  // Before the first check there is no count: the labels take the plural, as a heading would.
  const blockedIpsLabel = snapshot ? plural(snapshot.blockedIPs, copy.blockedIpsLabel) : copy.blockedIpsLabel.other;
  const recentAttacksLabel = snapshot ? plural(recentAttacks, copy.recentAttacksLabel) : copy.recentAttacksLabel.other;

  return (
    <>
      <PageHead title={copy.title} description={copy.metaDescription} />

      <Section aria-labelledby="security-title">
        <Stack gap="6">
          <SectionHeader id="security-title" level={1} title={copy.title} intro={copy.lead} />
          <StatusBanner
            status={snapshot?.status ?? 'secure'}
            loading={loading}
            lastUpdate={snapshot?.lastUpdate}
            onRefresh={refresh}
            label={copy.bannerLabel}
            lastUpdateLabel={copy.lastUpdateLabel}
            refreshLabel={copy.refreshLabel}
            loadingLabel={copy.loadingLabel}
          />
          <Switch
            label={copy.autoRefreshLabel}
            description={copy.autoRefreshDescription}
            checked={autoRefresh}
            onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
          />
          <StatGrid columns={3} aria-busy={loading}>
            <SecurityStatCard
              icon={<ShieldBan />}
              tone={snapshot && snapshot.blockedIPs > 0 ? 'info' : 'success'}
              label={blockedIpsLabel}
              value={snapshot ? snapshot.blockedIPs : <PendingValue />}
              description={copy.blockedIpsDescription}
            />
            <SecurityStatCard
              icon={<Siren />}
              tone={recentAttacks > 0 ? 'warning' : 'success'}
              label={recentAttacksLabel}
              value={snapshot ? recentAttacks : <PendingValue />}
              description={copy.recentAttacksDescription}
            />
            <SecurityStatCard
              icon={<ShieldCheck />}
              tone="success"
              label={copy.activeProtectionLabel}
              value={copy.activeProtectionValue}
              description={copy.activeProtectionDescription}
            />
          </StatGrid>
        </Stack>
      </Section>

      <Section tone="subtle" aria-labelledby="security-attacks">
        <SectionHeader id="security-attacks" title={copy.attacksTableTitle} intro={copy.attacksIntro} />
        {snapshot ? (
          <AttacksTable
            attacks={snapshot.attacks}
            caption={copy.attacksTableTitle}
            captionHidden
            headers={copy.columns}
            emptyMessage={copy.emptyAttacks}
            aria-busy={loading}
          />
        ) : (
          <LoadingState>{copy.loadingLabel}</LoadingState>
        )}
      </Section>

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
