import { SessionBootstrap } from '../layout/SessionBootstrap';
import { SiteHeaderBar } from '../layout/SiteHeaderBar';
import { island } from './island';

/**
 * The header. Static for a guest (its menu is a popover, which needs no script); hydrated when a
 * session is stored, to read it and show the user's menu in place of the guest's actions.
 */
function Header({ pathname }: { pathname: string }) {
  return (
    <>
      <SiteHeaderBar pathname={pathname} />
      <SessionBootstrap />
    </>
  );
}

export const HeaderIsland = island(Header);
