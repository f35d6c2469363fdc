/** The placeholder of `.env.example`: copying that file as is must not send data to a made-up property. */
export const MEASUREMENT_ID_PLACEHOLDER = 'G-XXXXXXXXXX';

// A GA4 id is « G- » and letters or digits; anything else would end up inside a script URL.
const measurementIdPattern = /^G-[A-Z0-9]{4,20}$/;

/** The measurement id in `value`, or `null` when it is empty, the placeholder or not a GA4 id. */
export function measurementIdFrom(value: string | undefined): string | null {
  const id = value?.trim().toUpperCase();
  if (!id || id === MEASUREMENT_ID_PLACEHOLDER || !measurementIdPattern.test(id)) return null;
  return id;
}

/**
 * Audience measurement settings, read once at build time. Analytics loads only when an id is set
 * here and the visitor has accepted the analytics category (decisions.md, privacy).
 */
export const analyticsConfig = {
  measurementId: measurementIdFrom(import.meta.env.VITE_GA_MEASUREMENT_ID),
  /** Address of the tag library; the id is appended as `?id=`. */
  scriptUrl: 'https://www.googletagmanager.com/gtag/js',
} as const;
