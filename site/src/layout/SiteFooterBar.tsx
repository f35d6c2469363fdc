import { SiteFooter } from '@company/blocks';
import { RouterLink } from '../components/RouterLink';
import { footerGroups } from '../config/navigation';
import { ownedSocialPages, postalAddress, site } from '../config/site';
import { useCurrentYear } from './useCurrentYear';

/** The site's footer: the company in a sentence, its links, contact details and social pages. */
export function SiteFooterBar() {
  const year = useCurrentYear();
  return (
    <SiteFooter
      brand={site.brand}
      description={`${site.brand} ${site.legalForm}\u00a0: relation client, externalisation et services numériques depuis Toamasina, Madagascar.`}
      groups={footerGroups}
      contact={{ phone: site.phone, email: site.email, address: postalAddress }}
      social={ownedSocialPages.map(({ network, href }) => ({ href, label: network }))}
      copyright={`© ${year} ${site.brand}. Tous droits réservés.`}
      credit={site.credit}
      linkComponent={RouterLink}
    />
  );
}
