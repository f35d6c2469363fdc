import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLinks } from './SkipLinks';
import * as styles from './shell.css';

/** Skip links, header, main region and footer around a page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLinks />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
