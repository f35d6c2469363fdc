import { Section, UnderConstruction } from '@company/ui';
import { RouterLink } from '../components/RouterLink';
import { underConstructionPages, type UnderConstructionPageId } from '../data/restricted';
import { PageHead } from '../seo/PageHead';

/** Placeholder for a space or page still being built (admin and client spaces, community, webinars). */
export function UnderConstructionPage({ id }: { id: UnderConstructionPageId }) {
  const page = underConstructionPages[id];
  return (
    <Section width="narrow">
      <PageHead title={page.title} description={page.description} noIndex />
      <UnderConstruction
        title={page.title}
        description={page.description}
        expectedDate={page.expectedDate}
        features={page.features}
        progress={page.progress}
        returnHref={page.returnHref}
        notifyEmail={page.notifyEmail}
        notifySubject={page.notifySubject}
        linkComponent={RouterLink}
      />
    </Section>
  );
}
