import { describe, expect, it } from 'vitest';
import { isPlaceholder, site } from '../config/site';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from './jsonLd';

describe('organizationJsonLd', () => {
  const organization = organizationJsonLd();

  it('gives the postal address the pages give, « 501 Toamasina », and no street or position', () => {
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Toamasina',
      postalCode: '501',
      addressCountry: 'MG',
    });
    expect(organization).not.toHaveProperty('geo');
  });

  it('gives no placeholder as a contact point, and no social page the company does not own', () => {
    expect(isPlaceholder('phone')).toBe(true);
    expect(isPlaceholder('email')).toBe(true);
    expect(organization).not.toHaveProperty('telephone');
    expect(organization).not.toHaveProperty('email');
    expect(organization).not.toHaveProperty('sameAs');
  });

  it('names a logo and an image by absolute URLs on the site’s origin', () => {
    expect(organization.logo).toBe(`${site.origin}/fr/logo.png`);
    expect(organization.image).toBe(`${site.origin}/fr/social/home.jpg`);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { label: 'Accueil', href: '/' },
        { label: 'Tarifs', href: '/pricing' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site.origin}/fr/` },
      { '@type': 'ListItem', position: 2, name: 'Tarifs', item: `${site.origin}/fr/pricing` },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element early', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
