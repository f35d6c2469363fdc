import { Button, Section, SectionHeader } from '@company/ui';
import { Link } from 'react-router-dom';
import type { PageHeadProps } from '../seo/PageHead';

/** What the page tells search engines and link previews. */
export const notFoundHead: PageHeadProps = {
  title: 'Page introuvable',
  description:
    'La page demandée n’existe pas ou a été déplacée. Retrouvez nos services et nos coordonnées depuis l’accueil.',
  noIndex: true,
};

export function NotFoundPage() {
  return (
    <Section aria-labelledby="not-found-title" width="narrow">
      <SectionHeader
        id="not-found-title"
        level={1}
        eyebrow="Erreur 404"
        title="Page introuvable"
        intro={
          'La page que vous cherchez n’existe pas ou a été déplacée. Ces liens vous remettront sur la bonne voie\u00a0:'
        }
      >
        <Button asChild>
          <Link to="/">Retour à l’accueil</Link>
        </Button>{' '}
        <Button asChild variant="outline">
          <Link to="/services">Nos services</Link>
        </Button>{' '}
        <Button asChild variant="outline">
          <Link to="/contact">Nous contacter</Link>
        </Button>
      </SectionHeader>
    </Section>
  );
}
