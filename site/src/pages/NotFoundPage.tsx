import { Link } from 'react-router-dom';
import { PageHead } from '../components/PageHead';
import * as styles from './pages.css';

export function NotFoundPage() {
  return (
    <section className={styles.hero} aria-labelledby="not-found-title">
      <PageHead title="Page introuvable" description="La page demandée n'existe pas ou a été déplacée." noIndex />
      <h1 id="not-found-title" className={styles.title}>
        Page introuvable
      </h1>
      <p className={styles.lead}>
        La page que vous cherchez n'existe pas ou a été déplacée. Ces liens vous remettront sur la bonne voie :
      </p>
      <ul className={styles.linkList}>
        <li>
          <Link to="/">Retour à l'accueil</Link>
        </li>
        <li>
          <Link to="/services">Nos services</Link>
        </li>
        <li>
          <Link to="/contact">Nous contacter</Link>
        </li>
      </ul>
    </section>
  );
}
