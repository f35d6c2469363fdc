/// <reference types="vite/client" />

import type { HydrationState } from 'react-router-dom';

declare global {
  interface Window {
    /** Router state that the prerendered page serialised for hydration. */
    __staticRouterHydrationData?: HydrationState;
  }
}
