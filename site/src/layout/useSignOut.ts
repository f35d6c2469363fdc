import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '../stores/authStore';

/** « Déconnexion »: signed out, then back to the home page (spec §2). */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    useAuthStore.getState().logout();
    void navigate('/');
  }, [navigate]);
}
