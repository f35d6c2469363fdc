import type { APIRoute } from 'astro';
import { siteSecurityHeaders } from '../config/security';

/** Stands for the CSP sources of the pages' inline scripts, which only the finished build knows. */
const scriptHashesSlot = "'inline-script-hashes'";

/**
 * The security headers of this build, for the host's `_headers` file. They are rendered here, as a
 * page of the build, so that they read the chat and analytics settings (`VITE_…`) the pages are
 * built with; build/hostFiles.ts puts the hashes of every inline script of the built pages in place
 * of the slot, writes `_headers`, and deletes this file from the publish folder.
 */
export const GET: APIRoute = () =>
  Response.json({ scriptHashesSlot, headers: siteSecurityHeaders([scriptHashesSlot]) });
