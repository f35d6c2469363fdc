import { useCallback } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { site } from '../config/site';
import { useAuthStore } from '../stores/authStore';

/** « Déconnexion »: signed out, then back to the home page (spec §2). */
export function useSignOut(): () => void {
  const routed = useInRouterContext();
  // Whether a router is there never changes for a mounted tree: the hook order holds.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const navigate = routed ? useNavigate() : null;
  return useCallback(() => {
    useAuthStore.getState().logout();
    // In an island, which has no router, the home page loads.
    if (navigate) void navigate('/');
    else window.location.assign(`${site.basePath}/`);
  }, [navigate]);
}
