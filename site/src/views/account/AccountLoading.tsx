import { LoadingState, Section, SectionHeader } from '@company/ui';

/** What the prerendered page and the first client render show while the stored session is read. */
export function AccountLoading() {
  return (
    <Section aria-labelledby="account-title" width="narrow">
      <SectionHeader id="account-title" level={1} title="Mon espace" />
      <LoadingState role="status">Chargement de votre espace…</LoadingState>
    </Section>
  );
}
