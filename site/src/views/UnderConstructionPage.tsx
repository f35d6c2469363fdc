import { UnderConstruction } from '@company/blocks';
import { Section } from '@company/ui';
import { RouterLink } from '../components/RouterLink';
import { underConstructionPages, type UnderConstructionPageId } from '../data/restricted';
import type { PageHeadProps } from '../seo/PageHead';
import { useUpcomingDate } from './useUpcomingDate';

/** What a placeholder page tells search engines (to leave it out) and link previews. */
export function underConstructionHead(id: UnderConstructionPageId): PageHeadProps {
  const page = underConstructionPages[id];
  return { title: page.title, description: page.description, noIndex: true };
}

/** Placeholder for a space or page still being built (admin and client spaces, community, webinars). */
export function UnderConstructionPage({ id }: { id: UnderConstructionPageId }) {
  const page = underConstructionPages[id];
  const expectedDate = useUpcomingDate(page.expectedDate);
  return (
    // The placeholder is a region named by its title: a section around it would have no name.
    <Section as="div" width="narrow">
      <UnderConstruction
        title={page.title}
        description={page.description}
        expectedDate={expectedDate}
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
