import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY, useConsentStore } from '../../stores/consentStore';
import { ContactMap, openStreetMapEmbedUrl } from './ContactMap';

const mapTitle = /^Carte de Toamasina/;

function storeChoice(functional: boolean) {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ hasConsented: true, consentDate: new Date().toISOString() }),
  );
  localStorage.setItem(
    PREFERENCES_STORAGE_KEY,
    JSON.stringify({ essential: true, analytics: false, marketing: false, functional }),
  );
}

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState(useConsentStore.getInitialState(), true);
});

afterEach(() => {
  cleanup();
});

describe('ContactMap', () => {
  it('shows the placeholder, not the map, until asked', () => {
    render(<ContactMap />);
    expect(screen.queryByTitle(mapTitle)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Son affichage transmet votre adresse IP/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ouvrir dans OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );
  });

  it('loads the OpenStreetMap embed when « Afficher la carte » is pressed, and focuses it', () => {
    render(<ContactMap />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Afficher la carte' }));
    });
    const map = screen.getByTitle(mapTitle);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', openStreetMapEmbedUrl(site.mapArea));
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('width');
    expect(map).toHaveAttribute('height');
    expect(map).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Afficher la carte' })).toBeNull();
    expect(screen.getByRole('link', { name: /Ouvrir dans OpenStreetMap/ })).toBeInTheDocument();
  });

  it('loads the map directly when the functional cookies are accepted', () => {
    storeChoice(true);
    render(<ContactMap />);
    expect(screen.getByTitle(mapTitle).tagName).toBe('IFRAME');
    expect(screen.queryByRole('button', { name: 'Afficher la carte' })).toBeNull();
  });

  it('keeps the placeholder when the functional cookies are refused', () => {
    storeChoice(false);
    render(<ContactMap />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Afficher la carte' })).toBeInTheDocument();
  });

  it('never puts the map in the prerendered page, whatever was accepted', () => {
    storeChoice(true);
    expect(renderToString(<ContactMap />)).not.toContain('<iframe');
  });
});

describe('openStreetMapEmbedUrl', () => {
  it('shows the town around the area, with no marker claiming where the office is', () => {
    const url = new URL(openStreetMapEmbedUrl(site.mapArea));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.has('marker')).toBe(false);
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    const { latitude, longitude } = site.mapArea;
    expect(west).toBeLessThan(longitude);
    expect(east).toBeGreaterThan(longitude);
    expect(south).toBeLessThan(latitude);
    expect(north).toBeGreaterThan(latitude);
    // A town, kilometres wide: not a street.
    expect(east! - west!).toBeGreaterThan(0.04);
  });
});
