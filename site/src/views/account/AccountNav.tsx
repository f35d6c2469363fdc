import { SideNav } from '@company/ui';
import { FileText, LifeBuoy, MessageSquare, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { RouterLink } from '../../components/RouterLink';
import { accountMenu, type AccountMenuEntry, type AccountTabId } from './accountTabs';

const icons: Record<AccountMenuEntry['id'], LucideIcon> = {
  profile: UserRound,
  messages: MessageSquare,
  documents: FileText,
  settings: Settings,
  support: LifeBuoy,
  security: ShieldCheck,
};

/** Side menu of the account area: each entry is a page of its own, so it is a list of links. */
export function AccountNav({ activeTab }: { activeTab: AccountTabId }) {
  return (
    <SideNav
      label="Menu de mon espace"
      linkComponent={RouterLink}
      items={accountMenu.map((entry) => {
        const Icon = icons[entry.id];
        return { href: entry.href, label: entry.label, icon: <Icon />, current: entry.id === activeTab };
      })}
    />
  );
}
