import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { site } from '../config/site';
import { SessionBootstrap } from '../layout/SessionBootstrap';
import { AccountPage } from '../views/AccountPage';
import { AccountLoading } from '../views/account/AccountLoading';
import { island } from './island';

/** A path the account application does not own: the browser loads it as the page it is. */
function LeaveApplication() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

/**
 * The account area (/fr/app/user/*), an application rather than a page: it depends on the session
 * stored in the browser, so it renders there only, and `react-router-dom` moves between its tabs
 * without reloading. It reads the stored session itself (the header's island does too, when one
 * is stored; the reading happens once). Leaving it (to /login without a session, home after
 * signing out) loads the page at that address.
 */
function AccountApplication() {
  return (
    <BrowserRouter basename={`${site.basePath}/`}>
      <Routes>
        <Route path="app/user/*" element={<AccountPage />} />
        <Route path="*" element={<LeaveApplication />} />
      </Routes>
      <SessionBootstrap />
    </BrowserRouter>
  );
}

export const AccountApp = island(AccountApplication);

/** What the account area shows until its code has read the session: rendered into the page's HTML. */
export const AccountAppLoading = island(AccountLoading);
