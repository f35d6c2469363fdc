import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { site } from '../config/site';
import { AdminInboxPage, AdminLoading } from '../views/admin/AdminInboxPage';
import { island } from './island';

/** A path the inbox does not own: the browser loads it as the page it is. */
function LeaveApplication() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

/**
 * The staff's inbox (/fr/app/admin/), an application rather than a page: whether it shows the
 * sign-in or the messages depends on the server's session, so it renders in the browser only, and
 * its filters and open message live in the URL's query, read and written through `react-router-dom`.
 */
function AdminApplication() {
  return (
    <BrowserRouter basename={`${site.basePath}/`}>
      <Routes>
        <Route path="app/admin" element={<AdminInboxPage />} />
        <Route path="*" element={<LeaveApplication />} />
      </Routes>
    </BrowserRouter>
  );
}

export const AdminApp = island(AdminApplication);

/** What the inbox shows until its code has asked for the session: rendered into the page's HTML. */
export const AdminAppLoading = island(AdminLoading);
