import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLocale } from '../components/SiteLocale';
import { readCollection } from '../content/read';
import { serviceSchema } from '../content/schemas';
import { serviceDetailsOf } from '../content/services';
import { getServiceDetail } from '../data/serviceDetails';
import { services } from '../data/services';
import { ServiceDetailPage } from './ServiceDetailPage';

const details = serviceDetailsOf(await readCollection('services', serviceSchema));

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'services', element: <h1>Nos services</h1> },
      { path: 'services/:serviceSlug', element: <ServiceDetailPage details={details} /> },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: ['/', path], initialIndex: 1 });
  render(<RouterProvider router={router} />, { wrapper: SiteLocale });
  return router;
}

const [web] = services.filter((service) => service.slug === 'developpement-web-et-mobile');
if (!web) throw new Error('The web development service is missing from the catalogue.');
const detail = getServiceDetail(web, details);

afterEach(cleanup);

describe('ServiceDetailPage', () => {
  it('shows the service with its breadcrumbs, a way back and two calls to action', () => {
    renderAt(`/services/${web.slug}`);
    expect(screen.getByRole('heading', { level: 1, name: web.name })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: /^Fil d.Ariane$/ });
    expect(within(trail).getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('link', { name: 'Tous nos services' }).getAttribute('href')).toBe('/services');
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Demander un devis gratuit' }).getAttribute('href')).toBe('/contact');
  });

  it('lays out the sections in the order of the spec', () => {
    renderAt(`/services/${web.slug}`);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Les avantages pour votre entreprise',
      'Fonctionnalités clés',
      'Notre démarche',
      'Nos formules',
      'Études de cas',
      'Questions fréquentes',
      'Parlons de votre projet',
    ]);
  });

  it('numbers the process steps and offers three plans that lead to the contact page', () => {
    renderAt(`/services/${web.slug}`);
    const process = screen.getByRole('region', { name: 'Notre démarche' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(detail.process.length);
    expect(process.textContent).toContain('01');
    const choices = screen.getAllByRole('link', { name: 'Choisir ce plan' });
    expect(choices).toHaveLength(3);
    expect(choices.map((choice) => choice.getAttribute('href'))).toEqual(
      ['essentiel', 'professionnel', 'entreprise'].map((plan) => `/contact?formule=${web.slug}-${plan}`),
    );
    const pricing = screen.getByRole('region', { name: 'Nos formules' });
    expect(pricing.textContent).toContain(detail.pricing.starter.price);
  });

  it('keeps several answers of the FAQ open at once', async () => {
    const user = userEvent.setup();
    renderAt(`/services/${web.slug}`);
    const [first, second] = detail.faq;
    if (!first || !second) throw new Error('The FAQ needs two questions.');
    const firstButton = screen.getByRole('button', { name: first.question });
    const secondButton = screen.getByRole('button', { name: second.question });
    await user.click(firstButton);
    await user.click(secondButton);
    expect(firstButton.getAttribute('aria-expanded')).toBe('true');
    expect(secondButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(first.answer)).toBeTruthy();
  });

  it('does not show the testimonials', () => {
    renderAt(`/services/${web.slug}`);
    for (const testimonial of detail.testimonials) {
      expect(screen.queryByText(testimonial.content)).toBeNull();
    }
  });

  it('sends an unknown slug to the services page, replacing the history entry', async () => {
    const router = renderAt('/services/inconnu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos services' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
