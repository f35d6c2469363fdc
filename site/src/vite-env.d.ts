/// <reference types="vite/client" />

declare global {
  /** Year of the build, injected by Vite (`define`): the year prerendered pages show. */
  const __BUILD_YEAR__: number;

  interface Window {
    /** Text of the prerendered cookie banner's button clicked before its code arrived (see consentScript). */
    __consentClick?: string;
  }
}

export {};
