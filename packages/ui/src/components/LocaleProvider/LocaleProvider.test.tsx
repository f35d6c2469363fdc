import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { ChatPanel } from '../ChatPanel';
import { CookieBanner } from '../CookieBanner';
import { Link } from '../Link';
import { Pager } from '../Pager';
import { ProgressBar } from '../ProgressBar';
import { SideNav } from '../SideNav';
import { Spinner } from '../Spinner';
import { StatusBanner } from '../StatusBanner';
import { Table } from '../Table';
import { formatMessage } from './messages';
import { en, FormattedDateTime, fr, LocaleProvider, useLocale, type Messages, type PartialMessages } from '.';

beforeAll(() => {
  // jsdom has no element scrolling, which the chat log uses to show its newest message.
  if (!Reflect.has(Element.prototype, 'scrollTo')) Reflect.set(Element.prototype, 'scrollTo', () => {});
});

afterEach(cleanup);

/** Every message of a catalogue by its dotted path. */
function leaves(node: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [child, leaf] of leaves(value as object, `${path}.`)) found.set(child, leaf);
    } else found.set(path, value);
  }
  return found;
}

const French = ({ children }: { children: ReactNode }) => (
  <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
    {children}
  </LocaleProvider>
);

const English = ({ children }: { children: ReactNode }) => (
  <LocaleProvider locale="en-GB" timeZone="UTC" messages={en}>
    {children}
  </LocaleProvider>
);

describe('catalogues', () => {
  it('have exactly the same messages, of the same kind', () => {
    const english = leaves(en);
    const french = leaves(fr);
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, message] of english) expect(typeof french.get(path), path).toBe(typeof message);
  });

  it('have no empty message', () => {
    for (const catalogue of [en, fr]) {
      for (const [path, message] of leaves(catalogue)) {
        const text = typeof message === 'function' ? (message as (value: never) => string)(42 as never) : message;
        expect(typeof text, path).toBe('string');
        expect((text as string).trim(), path).not.toBe('');
      }
    }
  });

  it('write French with no-break spaces and typographic apostrophes', () => {
    for (const [path, message] of leaves(fr)) {
      const text = typeof message === 'function' ? (message as (value: never) => string)(42 as never) : String(message);
      expect(text, path).not.toMatch(/'/);
      expect(text, path).not.toMatch(/ [:;!?%]/);
    }
    expect(formatMessage(fr.progressBar.valueText, { percent: 42 })).toBe('42\u202f%');
    expect(fr.common.colon).toBe('\u00a0: ');
  });
});

describe('LocaleProvider', () => {
  function Probe() {
    const { locale, timeZone, messages } = useLocale();
    return <p data-locale={locale} data-time-zone={timeZone} data-loading={messages.button.loadingLabel} />;
  }
  const probe = () => screen.getByRole('paragraph');

  it('defaults to en-US, UTC and English, whatever the runtime’s locale and zone', () => {
    const runtime = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ locale: 'de-DE', timeZone: 'Pacific/Kiritimati' } as Intl.ResolvedDateTimeFormatOptions);
    render(<Probe />);
    expect(probe()).toHaveAttribute('data-locale', 'en-US');
    expect(probe()).toHaveAttribute('data-time-zone', 'UTC');
    expect(probe()).toHaveAttribute('data-loading', 'Loading…');
    runtime.mockRestore();
  });

  it('without a provider, hydrates a date written by a server in another locale and zone', () => {
    // The server's runtime: Kiribati's zone, 14 hours ahead of UTC, in German; the browser's: Los
    // Angeles, in French. The instant is the 13th in Los Angeles and the 14th in Kiribati.
    const page = <StatusBanner status="success" lastUpdate={new Date('2025-03-14T06:31:00Z')} />;
    const container = document.createElement('div');
    const DateTimeFormat = Intl.DateTimeFormat;
    /** The runtime's defaults of a machine in this locale and zone: what a format asks for wins. */
    const inZone = (locale: string, timeZone: string) =>
      vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
        requested?: string | string[],
        options?: Intl.DateTimeFormatOptions,
      ) {
        return new DateTimeFormat(requested ?? locale, { timeZone, ...options });
      } as typeof Intl.DateTimeFormat);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: Root | undefined;
    try {
      const server = inZone('de-DE', 'Pacific/Kiritimati');
      container.innerHTML = renderToString(page);
      server.mockRestore();
      document.body.append(container);
      inZone('fr-FR', 'America/Los_Angeles');
      act(() => {
        root = hydrateRoot(container, page, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.querySelector('time')).toHaveTextContent('March 14, 2025 at 6:31:00 AM');
    } finally {
      act(() => root?.unmount());
      vi.mocked(Intl.DateTimeFormat).mockRestore?.();
      consoleError.mockRestore();
      container.remove();
    }
  });

  it('lays partial messages over English, and a nested provider over its parent', () => {
    const wording: PartialMessages = { button: { loadingLabel: 'Un instant…' } };
    render(
      <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo">
        <LocaleProvider messages={wording}>
          <Probe />
          <Button loading>Envoyer</Button>
          <Breadcrumbs items={[{ label: 'Accueil' }]} />
        </LocaleProvider>
      </LocaleProvider>,
    );
    expect(probe()).toHaveAttribute('data-locale', 'fr-FR');
    expect(probe()).toHaveAttribute('data-time-zone', 'Indian/Antananarivo');
    expect(probe()).toHaveAttribute('data-loading', 'Un instant…');
    expect(screen.getByRole('button')).toHaveAccessibleName(/Un instant…$/);
    expect(screen.getByRole('navigation')).toHaveAccessibleName('Breadcrumb');
  });

  it('exposes complete catalogues', () => {
    const complete: Messages = fr;
    expect(Object.keys(complete)).toEqual(Object.keys(en));
  });
});

describe('client components', () => {
  const consent = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onAcceptSelection: vi.fn() };

  it('speak English by default', () => {
    render(<CookieBanner {...consent} />);
    expect(screen.getByRole('region', { name: 'We respect your privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Audience measurement', hidden: true })).toBeInTheDocument();
  });

  it('speak French under a French provider', () => {
    render(<CookieBanner {...consent} />, { wrapper: French });
    expect(screen.getByRole('region', { name: 'Nous respectons votre vie privée' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mesure d’audience', hidden: true })).toBeInTheDocument();
  });

  it('take a prop over either catalogue', () => {
    const labels = { acceptAllLabel: 'OK pour tout', categories: { analytics: { label: 'Statistiques' } } };
    render(<CookieBanner {...consent} {...labels} />);
    render(<CookieBanner {...consent} {...labels} />, { wrapper: French });
    expect(screen.getAllByRole('button', { name: 'OK pour tout' })).toHaveLength(2);
    expect(screen.getAllByRole('switch', { name: 'Statistiques', hidden: true })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reject all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout refuser' })).toBeInTheDocument();
  });

  it('has a neutral ChatPanel title and demo notice', () => {
    render(<ChatPanel defaultOpen status="demo" />, { wrapper: French });
    expect(screen.getByRole('region', { name: 'Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mode démo : réponses préparées');
    expect(screen.getByRole('button', { name: 'Fermer l’assistant' })).toBeInTheDocument();
  });
});

describe('server components', () => {
  const trail = [{ href: '/', label: 'Home' }, { label: 'Services' }];

  it('render the catalogue’s texts through their client leaves', () => {
    expect(renderToString(<Breadcrumbs items={trail} />)).toContain('aria-label="Breadcrumb"');
    expect(renderToString(<French>{<Breadcrumbs items={trail} />}</French>)).toContain('aria-label="Fil d’Ariane"');

    const table = <Table caption="Offres" columns={[{ key: 'name', header: 'Nom' }]} rows={[]} rowKey="name" />;
    expect(renderToString(table)).toContain('No data');
    expect(renderToString(<French>{table}</French>)).toContain('Aucune donnée');

    expect(renderToString(<Spinner />)).toContain('Loading…');
    expect(renderToString(<French>{<Spinner />}</French>)).toContain('Chargement…');

    const external = (
      <Link href="https://www.cnil.fr/" external>
        CNIL
      </Link>
    );
    expect(renderToString(external)).toContain('(opens in a new tab)');
    expect(renderToString(<French>{external}</French>)).toContain('(nouvel onglet)');

    const menu = <SideNav items={[{ href: '/compte', label: 'Profil', current: true }]} />;
    expect(renderToString(menu)).toContain('aria-label="Section menu"');
    expect(renderToString(<French>{menu}</French>)).toContain('aria-label="Menu de la rubrique"');

    const pager = <Pager previous={{ href: '/guide/1', title: 'Intro' }} next={{ href: '/guide/3', title: 'API' }} />;
    expect(renderToString(pager)).toContain('aria-label="Previous and next pages"');
    expect(renderToString(pager)).toMatch(/Previous<span[^>]*>: <\/span>/);
    expect(renderToString(<French>{pager}</French>)).toContain('aria-label="Pages précédente et suivante"');
    expect(renderToString(<French>{pager}</French>)).toMatch(/Précédent<span[^>]*>\u00a0: <\/span>/);
    expect(renderToString(<French>{pager}</French>)).toMatch(/Suivant<span[^>]*>\u00a0: <\/span>/);
  });

  it('render a given prop directly, in any language', () => {
    const named = <Breadcrumbs items={trail} label="Vous êtes ici" />;
    expect(renderToString(named)).toContain('aria-label="Vous êtes ici"');
    expect(renderToString(<French>{named}</French>)).toContain('aria-label="Vous êtes ici"');
    const bar = <ProgressBar value={42} label="Avancement" valueText="42 sur 100" />;
    expect(renderToString(<French>{bar}</French>)).toContain('aria-valuetext="42 sur 100"');
  });

  it('build messages from values', () => {
    const bar = <ProgressBar value={42.4} label="Progress" />;
    expect(renderToString(bar)).toContain('aria-valuetext="42%"');
    expect(renderToString(<French>{bar}</French>)).toContain('aria-valuetext="42\u202f%"');
  });

  it('hydrate the server’s HTML without a mismatch', () => {
    const page = (
      <French>
        <Breadcrumbs items={trail} />
        <StatusBanner status="warning" lastUpdate={new Date('2025-03-14T06:31:00Z')} />
        <ProgressBar value={75} label="Avancement" />
      </French>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getByRole('navigation')).toHaveAccessibleName('Fil d’Ariane');
    act(() => root?.unmount());
    consoleError.mockRestore();
    container.remove();
  });

  it('stay server components: no directive in their modules', () => {
    const files = [
      'Alert/Alert.tsx',
      'Breadcrumbs/Breadcrumbs.tsx',
      'IconButton/IconButton.tsx',
      'Link/Link.tsx',
      'Pager/Pager.tsx',
      'CodeBlock/CodeBlock.tsx',
      'PricingCards/PricingCards.tsx',
      'ProgressBar/ProgressBar.tsx',
      'SideNav/SideNav.tsx',
      'Skeleton/Skeleton.tsx',
      'Spinner/Spinner.tsx',
      'StatusBanner/StatusBanner.tsx',
      'Table/Table.tsx',
      'LocaleProvider/en.ts',
      'LocaleProvider/fr.ts',
      'LocaleProvider/messages.ts',
    ];
    for (const file of files) {
      const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', file), 'utf8');
      expect(source, file).not.toMatch(/^\s*['"]use client['"]/);
      expect(source, file).not.toMatch(/useLocale|useMessages|useProvidedMessages|LocaleContext/);
    }
  });
});

describe('dates and times', () => {
  const instant = new Date('2025-03-14T06:31:00Z');

  it('follow the provider’s locale and time zone', () => {
    const { container: english } = render(<StatusBanner status="success" lastUpdate={instant} />, { wrapper: English });
    expect(english.querySelector('time')).toHaveTextContent(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' }).format(instant),
    );
    expect(english.querySelector('time')?.textContent).toMatch(/14 March 2025.*06:31:00/);
    expect(english).toHaveTextContent('Last updated: ');

    const { container: french } = render(<StatusBanner status="success" lastUpdate={instant} />, { wrapper: French });
    expect(french.querySelector('time')?.textContent).toMatch(/14 mars 2025.*09:31:00/);
    expect(french).toHaveTextContent('Dernière mise à jour : ');
  });

  it('follow the provider in client components too', () => {
    const messages = [{ id: 'm', isUser: true, content: 'Bonjour', timestamp: instant }];
    const { container: english } = render(<ChatPanel defaultOpen messages={messages} />, { wrapper: English });
    expect(english.querySelector('time')).toHaveTextContent('06:31');
    const { container: french } = render(<ChatPanel defaultOpen messages={messages} />, { wrapper: French });
    expect(french.querySelector('time')).toHaveTextContent('09:31');
  });

  it('take a per-instance locale and time zone over the provider’s', () => {
    const options = { dateStyle: 'short', timeStyle: 'medium' } as const;
    const { container } = render(
      <p>
        <FormattedDateTime value={instant} options={options} locale="en-US" timeZone="UTC" />
        {' / '}
        <FormattedDateTime value={instant} options={options} />
      </p>,
      { wrapper: French },
    );
    expect(container).toHaveTextContent(
      `${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(instant)} / 14/03/2025 09:31:00`,
    );
  });
});
