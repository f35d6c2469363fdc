import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from './jsonLd';

/** Decimals a coordinate is written with in the JSON a crawler reads. */
const decimals = (value: unknown) => JSON.stringify(value).split('.')[1]?.length ?? 0;

describe('organizationJsonLd', () => {
  const organization = organizationJsonLd();

  it('gives the full postal address, street included', () => {
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: 'Toamasina',
      postalCode: site.address.postalCode,
      addressCountry: 'MG',
    });
    expect(site.address.street).not.toBe('');
  });

  it('places the company to 5 decimals of latitude and longitude', () => {
    const geo = organization.geo as { latitude: number; longitude: number };
    expect(geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude });
    expect(decimals(geo.latitude)).toBe(5);
    expect(decimals(geo.longitude)).toBe(5);
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
