/// <reference types="vite/client" />

declare global {
  /** Year of the build, injected by the build (`define`): the year the pages show. */
  const __BUILD_YEAR__: number;
}

export {};
