import { expect, test, type APIRequestContext } from '@playwright/test';
import { imageSize } from '../scripts/image-header.mjs';
import { site } from '../site/src/config/site';
import { publicRoutes } from './support/publicRoutes';

/**
 * What a link preview and a crawler take from each indexable page, as the server sends it: the
 * Open Graph and Twitter tags of a large card, the image behind them, the description beside it,
 * and the company's structured data. The pages are the sitemap's.
 */

/** Decodes what React escapes in an attribute. */
const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The `<meta>` tags of a document's head, by `property` or `name`. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g);
  return new Map([...tags].map(([, key, content]) => [key!, unescapeHtml(content!)]));
}

/** The path on the test server of an absolute URL of the site, which must be on the site's origin. */
function localPath(url: string): string {
  expect(url, 'an absolute URL on the site’s origin').toMatch(new RegExp(`^${site.origin.replaceAll('.', '\\.')}/`));
  return new URL(url).pathname;
}

/** The sitemap, at the root of the publish folder. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(response.status(), '/sitemap.xml').toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => localPath(loc!));
}

interface FetchedImage {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

const images = new Map<string, Promise<FetchedImage>>();

/** Each image once, however many pages share it. */
function fetchImage(request: APIRequestContext, path: string): Promise<FetchedImage> {
  let image = images.get(path);
  if (!image) {
    image = request.get(path, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      contentType: response.headers()['content-type'],
      body: await response.body(),
    }));
    images.set(path, image);
  }
  return image;
}

/** Words that only a French sentence would hold, so an English or empty alt text fails. */
const frenchWords = /(?:^|\s)(?:à|de|des|du|en|et|la|le|les|nos|notre|ou|pour|sur|un|une|vos|votre)(?=\s)/giu;

test('every page of the sitemap shows a large preview card with its image, in French', async ({ request }) => {
  const paths = await sitemapPaths(request);
  // The sitemap lists at least every public route; documentation pages may add to them.
  expect(paths).toEqual(expect.arrayContaining(publicRoutes.map((route) => route.path)));

  for (const path of paths) {
    await test.step(path, async () => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const meta = metaTags(await response.text());

      const description = meta.get('description') ?? '';
      expect.soft(description.length, `${path}: description length`).toBeGreaterThanOrEqual(50);
      expect.soft(description.length, `${path}: description length`).toBeLessThanOrEqual(160);

      expect.soft(meta.get('twitter:card'), path).toBe('summary_large_image');
      const url = meta.get('og:image') ?? '';
      expect.soft(meta.get('twitter:image'), path).toBe(url);
      expect.soft(meta.get('og:image:width'), path).toBe('1200');
      expect.soft(meta.get('og:image:height'), path).toBe('630');

      const alt = meta.get('og:image:alt') ?? '';
      expect.soft(meta.get('twitter:image:alt'), path).toBe(alt);
      expect.soft(alt, `${path}: alt text names the brand`).toContain(site.brand);
      expect.soft(alt.match(frenchWords)?.length ?? 0, `${path}: alt text in French: ${alt}`).toBeGreaterThanOrEqual(2);

      const image = await fetchImage(request, localPath(url));
      expect.soft(image.status, `${url} answers`).toBe(200);
      expect.soft(image.contentType, url).toBe(meta.get('og:image:type'));
      expect.soft(imageSize(image.body), url).toEqual({ type: 'jpeg', width: 1200, height: 630 });
    });
  }
});

test('every page of the sitemap describes the company by what is true: its town, logo and image, no placeholder', async ({
  request,
}) => {
  for (const path of await sitemapPaths(request)) {
    await test.step(path, async () => {
      const html = await (await request.get(path, { maxRedirects: 0 })).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, json]) => json!,
      );
      const json = blocks.find((block) => block.includes('"@type":"LocalBusiness"'));
      expect(json, `${path}: a LocalBusiness node`).toBeDefined();
      const business = JSON.parse(json!) as Record<string, unknown> & {
        address: Record<string, string>;
        logo: string;
        image: string;
      };
      // « 501 Toamasina », as the pages say: no street, no position, no placeholder contact point
      // and no social page the company does not own, which a search engine would show as its own.
      expect.soft(business.address, path).toEqual({
        '@type': 'PostalAddress',
        addressLocality: site.address.locality,
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      });
      for (const key of ['geo', 'telephone', 'email', 'sameAs']) expect.soft(business, path).not.toHaveProperty(key);
      expect.soft(json, path).not.toContain(site.phone);

      const logo = await fetchImage(request, localPath(business.logo));
      expect.soft(logo.status, business.logo).toBe(200);
      expect.soft(logo.contentType, business.logo).toBe('image/png');
      const image = await fetchImage(request, localPath(business.image));
      expect.soft(image.status, business.image).toBe(200);
      expect.soft(imageSize(image.body), business.image).toEqual({ type: 'jpeg', width: 1200, height: 630 });
    });
  }
});
