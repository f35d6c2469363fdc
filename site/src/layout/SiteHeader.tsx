import { Link, NavLink } from 'react-router-dom';
import { mainNavigation } from '../config/navigation';
import { site } from '../config/site';
import * as styles from './shell.css';

/** Brand link and main navigation. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          {site.brand}
        </Link>
        <nav id="navigation" aria-label="Navigation principale" tabIndex={-1}>
          <ul className={styles.navList}>
            {mainNavigation.map(({ to, label }) => (
              <li key={to}>
                {/* `end` keeps « Accueil » from matching every page below it. */}
                <NavLink to={to} end={to === '/'} className={styles.navLink}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
