/// <reference types="vite/client" />

import type { HydrationState } from 'react-router-dom';

declare global {
  /** Year of the build, injected by Vite (`define`): the year prerendered pages show. */
  const __BUILD_YEAR__: number;

  interface Window {
    /** Router state that the prerendered page serialised for hydration. */
    __staticRouterHydrationData?: HydrationState;
  }
}
