import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { services } from '../data/services';
import { PageHead } from './PageHead';

afterEach(cleanup);

/** Renders a page's head at a path under the base path; React hoists the tags into `document.head`. */
function renderHead(path: string, noIndex = false) {
  render(
    <MemoryRouter basename="/fr" initialEntries={[`/fr${path}`]}>
      <PageHead
        title="Essai"
        description="Une description de page assez longue pour un aperçu de lien."
        noIndex={noIndex}
      />
    </MemoryRouter>,
  );
  const meta = (key: string) =>
    document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  return meta;
}

describe('PageHead', () => {
  it('shows a large preview card with the section’s image, its size, type and French alt text', () => {
    const service = services[0]!;
    const meta = renderHead(`/services/${service.slug}`);
    const image = `${site.origin}/fr/social/service-${service.slug}.jpg`;
    expect(meta('og:image')).toBe(image);
    expect(meta('og:image:type')).toBe('image/jpeg');
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toContain(service.name);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(image);
    expect(meta('twitter:image:alt')).toBe(meta('og:image:alt'));
  });

  it('gives a page kept out of indexes a preview image too, without naming its URL', () => {
    const meta = renderHead('/app/admin', true);
    expect(meta('og:image')).toBe(`${site.origin}/fr/social/coming-soon.jpg`);
    expect(meta('og:url')).toBeUndefined();
  });
});
