import { Section, UnderConstruction } from '@company/ui';
import { useMatches } from 'react-router-dom';
import { RouterLink } from '../components/RouterLink';
import { underConstructionPages, type UnderConstructionPageId } from '../data/restricted';
import type { UnderConstructionHandle } from '../routes';
import { PageHead } from '../seo/PageHead';

const isUnderConstructionHandle = (handle: unknown): handle is UnderConstructionHandle =>
  typeof handle === 'object' && handle !== null && 'underConstruction' in handle;

function usePageId(): UnderConstructionPageId {
  const handle = useMatches().findLast((match) => isUnderConstructionHandle(match.handle))?.handle;
  return isUnderConstructionHandle(handle) ? handle.underConstruction : 'community';
}

/** Placeholder for a space or page still being built (admin and client spaces, community, webinars). */
export function UnderConstructionPage() {
  const page = underConstructionPages[usePageId()];
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
