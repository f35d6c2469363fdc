import { Button, Section, SectionHeader } from '@company/ui';
import { Link } from 'react-router-dom';
import { PageHead } from '../seo/PageHead';

/**
 * Shown in place of a page that failed to load or render (see PageErrorBoundary). Imported
 * eagerly, not lazily: it must render when loading a page's chunk is what failed.
 */
export function ErrorPage() {
  return (
    <Section aria-labelledby="error-title" width="narrow">
      <PageHead title="Erreur" description="Une erreur est survenue lors de l’affichage de cette page." noIndex />
      <SectionHeader
        id="error-title"
        level={1}
        title="Une erreur est survenue"
        intro="Cette page n’a pas pu s’afficher. Réessayez dans un instant ou revenez à l’accueil."
      >
        <Button asChild>
          <Link to="/">Retour à l’accueil</Link>
        </Button>
      </SectionHeader>
    </Section>
  );
}
