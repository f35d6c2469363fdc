import { Button } from '@company/ui';
import { Link } from 'react-router-dom';
import { PageHead } from '../components/PageHead';
import { site } from '../config/site';
import * as styles from './pages.css';

export function HomePage() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <PageHead
        title="Accueil"
        description={`${site.brand}, entreprise de services informatiques et d'externalisation à Toamasina, Madagascar : développement web, relation client, marketing digital.`}
      />
      <h1 id="home-title" className={styles.title}>
        Vos services informatiques à Toamasina
      </h1>
      <p className={styles.lead}>
        {site.brand} accompagne les entreprises de Madagascar et d'ailleurs : développement web et mobile, centre de
        relation client, externalisation et marketing digital.
      </p>
      <Button asChild size="lg">
        <Link to="/contact">Demander un devis</Link>
      </Button>
    </section>
  );
}
