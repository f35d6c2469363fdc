/// <reference types="vite/client" />

declare global {
  /** Year of the build, injected by Vite (`define`): the year prerendered pages show. */
  const __BUILD_YEAR__: number;
}

export {};
