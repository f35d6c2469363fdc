import { LoadingState, Section, SectionHeader, Stack } from '@company/ui';
import { NoScriptNotice } from '../../components/NoScriptNotice';
import { RouterLink } from '../../components/RouterLink';
import { requiresScript } from '../../layout/noScript';

/**
 * What the prerendered page and the first client render show while the stored session is read.
 * The account area runs in the browser: without JavaScript it would never load, and says so.
 */
export function AccountLoading() {
  return (
    <Section aria-labelledby="account-title" width="narrow">
      <Stack gap="6">
        <SectionHeader id="account-title" level={1} title="Mon espace" />
        <LoadingState role="status" {...requiresScript}>
          Chargement de votre espace…
        </LoadingState>
        <NoScriptNotice title="Votre espace demande JavaScript">
          Votre espace client fonctionne dans votre navigateur, où JavaScript est désactivé. Activez-le pour y accéder,
          ou <RouterLink href="/contact">écrivez-nous</RouterLink>&nbsp;: notre équipe vous répond par e-mail.
        </NoScriptNotice>
      </Stack>
    </Section>
  );
}
