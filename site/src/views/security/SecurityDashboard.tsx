import { AttacksTable, SecurityStatCard } from '@company/blocks';
import {
  LoadingState,
  Section,
  SectionHeader,
  Stack,
  StatGrid,
  StatusBanner,
  Switch,
  type StatusBannerStatus,
  VisuallyHidden,
} from '@company/ui';
import { Shield, ShieldAlert, ShieldBan, ShieldCheck, ShieldX, Siren } from 'lucide-react';
import { useState } from 'react';
import { plural } from '@company/contract/format';
import { securityPageCopy as copy } from '../../data/security';
import { requiresScript } from '../../layout/noScript';
import type { SecurityLevel } from '../../services/securityStatus';
import { useSecuritySnapshot } from './useSecuritySnapshot';

/** The banner's state for each level of the check, and the shields it shows for them. */
const bannerStatus = { secure: 'success', warning: 'warning', danger: 'danger' } as const satisfies Record<
  SecurityLevel,
  StatusBannerStatus
>;
const bannerIcons = {
  success: <ShieldCheck />,
  warning: <ShieldAlert />,
  danger: <ShieldX />,
  loading: <Shield />,
};
const bannerLabels = {
  success: copy.levelLabels.secure,
  warning: copy.levelLabels.warning,
  danger: copy.levelLabels.danger,
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

/** The demonstration's live part: the status, its figures and the latest attacks, refreshed on a timer. */
export function SecurityDashboard() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const { snapshot, loading, refresh } = useSecuritySnapshot({ autoRefresh });
  const recentAttacks = snapshot?.recentAttacks ?? 0;
  // Before the first check there is no count: the labels take the plural, as a heading would.
  const blockedIpsLabel = snapshot ? plural(snapshot.blockedIPs, copy.blockedIpsLabel) : copy.blockedIpsLabel.other;
  const recentAttacksLabel = snapshot ? plural(recentAttacks, copy.recentAttacksLabel) : copy.recentAttacksLabel.other;

  return (
    <>
      <Section aria-labelledby="security-title">
        <Stack gap="6">
          <SectionHeader id="security-title" level={1} title={copy.title} intro={copy.lead} />
          {/* The figures are drawn by this island's script: without it, nothing here would ever load. */}
          <Stack gap="6" {...requiresScript}>
            <StatusBanner
              status={bannerStatus[snapshot?.status ?? 'secure']}
              icons={bannerIcons}
              statusLabels={bannerLabels}
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
        </Stack>
      </Section>

      <Section tone="subtle" aria-labelledby="security-attacks" {...requiresScript}>
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
    </>
  );
}
