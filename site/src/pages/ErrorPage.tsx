import { Link } from 'react-router-dom';
import { PageHead } from '../components/PageHead';
import { SiteShell } from '../layout/SiteShell';
import * as styles from './pages.css';

/**
 * Error element of the layout route: it replaces the layout, so it brings its own shell.
 * Imported eagerly, not lazily: it must render when loading a route chunk is what failed.
 */
export function ErrorPage() {
  return (
    <SiteShell>
      <section className={styles.hero} aria-labelledby="error-title">
        <PageHead title="Erreur" description="Une erreur est survenue lors de l'affichage de cette page." noIndex />
        <h1 id="error-title" className={styles.title}>
          Une erreur est survenue
        </h1>
        <p className={styles.lead}>
          Cette page n'a pas pu s'afficher. Réessayez dans un instant ou revenez à l'accueil.
        </p>
        <p>
          <Link to="/">Retour à l'accueil</Link>
        </p>
      </section>
    </SiteShell>
  );
}
