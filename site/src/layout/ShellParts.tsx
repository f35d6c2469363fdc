import { SkipLinks } from '@company/ui';
import { SiteLocale } from '../components/SiteLocale';
import { SiteFooterBar } from './SiteFooterBar';

// The static parts of the shell around every page, each rendered by the layout as a React tree
// of its own: each brings the French texts of the package's components.

/** The skip links, the first stops of the keyboard. */
export function ShellSkipLinks() {
  return (
    <SiteLocale>
      <SkipLinks />
    </SiteLocale>
  );
}

/** The footer. */
export function ShellFooter() {
  return (
    <SiteLocale>
      <SiteFooterBar />
    </SiteLocale>
  );
}
