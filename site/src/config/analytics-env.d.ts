/** Build-time setting of audience measurement; like every `VITE_` value, it ends up in the public bundle. */
interface ImportMetaEnv {
  /** Google Analytics 4 measurement id (`G-…`); analytics stays off without it. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}
