import { FileText, LifeBuoy, MessageSquare, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { accountMenu, type AccountMenuEntry, type AccountTabId } from './accountTabs';
import * as styles from './account.css';

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
    <nav aria-label="Menu de mon espace">
      <ul className={styles.menuList}>
        {accountMenu.map((entry) => {
          const Icon = icons[entry.id];
          return (
            <li key={entry.id}>
              <Link
                to={entry.href}
                className={styles.menuLink}
                aria-current={entry.id === activeTab ? 'page' : undefined}
              >
                <Icon className={styles.menuIcon} aria-hidden="true" />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
