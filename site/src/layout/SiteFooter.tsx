import { phoneHref, site } from '../config/site';
import * as styles from './shell.css';

/** Company identity and contact details. */
export function SiteFooter() {
  return (
    <footer id="footer" className={styles.footer} tabIndex={-1}>
      <div className={styles.footerInner}>
        <p>
          {site.brand} {site.legalForm}, {site.registry}
        </p>
        <address className={styles.address}>
          <ul className={styles.footerList}>
            <li>
              Téléphone : <a href={phoneHref}>{site.phone}</a>
            </li>
            <li>
              E-mail : <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              {site.address.postalCode} {site.address.locality}, {site.address.country}
            </li>
          </ul>
        </address>
      </div>
    </footer>
  );
}
