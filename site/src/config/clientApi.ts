import { foldText } from '@company/contract/format';
import { site } from './site';

/** The brand as a package name: folded, runs of other characters turned into one hyphen. */
const brandSlug = foldText(site.brand)
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');

/** The site's domain without its `www.`: the API answers on a subdomain of it. */
const domain = new URL(site.origin).hostname.replace(/^www\./, '');

/**
 * The names the documentation gives the client API and its SDKs, built from the brand and the
 * site's origin: like those, they are placeholders until the real ones are known, and a rebrand
 * changes them with the config.
 */
export const clientApi = {
  /** Root of every endpoint, version included. */
  baseUrl: `https://api.${domain}/v1`,
  /** The JavaScript and TypeScript SDK on npm. */
  npmPackage: `@${brandSlug}/sdk`,
  /** The Python SDK on PyPI, and the module it installs. */
  pythonPackage: `${brandSlug}-sdk`,
  pythonModule: `${brandSlug.replaceAll('-', '_')}_sdk`,
} as const;
