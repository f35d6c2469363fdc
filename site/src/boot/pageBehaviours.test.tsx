import '@testing-library/jest-dom/vitest';
import { SiteHeader } from '@company/blocks';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  CookieBanner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type AccordionProps,
} from '@company/ui';
import { act, getByRole, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageBehavioursScript } from './pageBehaviours';

/** What the script adds to `document`; removed after each test, as the site's test files share one page. */
const listeners: Parameters<Document['addEventListener']>[] = [];
let hydrated: Root | undefined;

afterEach(() => {
  for (const [type, listener, options] of listeners.splice(0)) document.removeEventListener(type, listener, options);
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
});

/** Runs the shipped text, the one the CSP hash names, as the page's inline script runs it. */
function runHeadScript() {
  const addEventListener = vi.spyOn(document, 'addEventListener');
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(pageBehavioursScript)();
  } finally {
    listeners.push(...addEventListener.mock.calls);
    addEventListener.mockRestore();
  }
}

/** A page as the server sends it: the package's markup, never hydrated, and the head script. */
function staticPage(page: ReactElement, wrap = (html: string) => html) {
  document.body.innerHTML = wrap(renderToString(page));
  runHeadScript();
  return userEvent.setup();
}

function Faq(props: Omit<AccordionProps, 'children'>) {
  return (
    <Accordion {...props}>
      <AccordionItem value="delais">
        <AccordionTrigger>Délais</AccordionTrigger>
        <AccordionContent>De deux à six semaines.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="tarifs">
        <AccordionTrigger>Tarifs</AccordionTrigger>
        <AccordionContent>À partir de 1 499 €.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="archives" disabled>
        <AccordionTrigger>Archives</AccordionTrigger>
        <AccordionContent>Fermées.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="hebergement">
        <AccordionTrigger>Hébergement</AccordionTrigger>
        <AccordionContent>En France.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
/** Each element's attributes, sorted: the DOM's order follows the order they were set in. */
const attributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map((element) =>
    [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
  );

describe('an accordion in a static page', () => {
  it('opens and closes an item on a click, Enter or Space, as the component renders it', async () => {
    const user = staticPage(<Faq type="multiple" />);
    const delais = trigger('Délais');
    expect(screen.getByText('De deux à six semaines.')).not.toBeVisible();

    await user.click(delais);
    expect(delais).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Délais' })).toHaveTextContent('De deux à six semaines.');
    expect(screen.getByText('De deux à six semaines.')).toBeVisible();
    // Every attribute as the component renders that item open: states, ids, roles.
    const open = document.createElement('div');
    open.innerHTML = renderToString(<Faq type="multiple" defaultValue={['delais']} />);
    expect(attributes(document.body)).toEqual(attributes(open));

    await user.click(delais);
    expect(delais).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Délais' })).toBeNull();
    expect(screen.getByText('De deux à six semaines.').closest('[hidden]')).toHaveAttribute('hidden', 'until-found');
    const closed = document.createElement('div');
    closed.innerHTML = renderToString(<Faq type="multiple" />);
    expect(attributes(document.body)).toEqual(attributes(closed));

    await user.keyboard('{Enter}');
    expect(delais).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(delais).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps any number of items open when it is `multiple`', async () => {
    const user = staticPage(<Faq type="multiple" defaultValue={['delais']} />);
    await user.click(trigger('Tarifs'));
    await user.click(trigger('Hébergement'));
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual(
      ['Délais', 'Tarifs', 'Hébergement'].map((name) => trigger(name).id),
    );
  });

  it('keeps one item open at most when it is `single`, and closes it again when collapsible', async () => {
    const user = staticPage(<Faq type="single" collapsible defaultValue="delais" />);
    await user.click(trigger('Tarifs'));
    expect(trigger('Délais')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('De deux à six semaines.')).not.toBeVisible();
    expect(screen.getByRole('region')).toHaveAccessibleName('Tarifs');

    await user.click(trigger('Tarifs'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(trigger('Tarifs')).not.toHaveAttribute('aria-disabled');
  });

  it('keeps its open item open when it is `single` and not collapsible', async () => {
    const user = staticPage(<Faq type="single" defaultValue="delais" />);
    expect(trigger('Délais')).toHaveAttribute('aria-disabled', 'true');
    await user.click(trigger('Délais'));
    expect(trigger('Délais')).toHaveAttribute('aria-expanded', 'true');

    await user.click(trigger('Hébergement'));
    expect(screen.getByRole('region')).toHaveAccessibleName('Hébergement');
    expect(trigger('Hébergement')).toHaveAttribute('aria-disabled', 'true');
    expect(trigger('Délais')).not.toHaveAttribute('aria-disabled');
    const open = document.createElement('div');
    open.innerHTML = renderToString(<Faq type="single" defaultValue="hebergement" />);
    expect(attributes(document.body)).toEqual(attributes(open));
  });

  it('leaves a disabled item closed', async () => {
    const user = staticPage(<Faq type="multiple" />);
    await user.click(trigger('Archives'));
    expect(trigger('Archives')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Fermées.')).not.toBeVisible();
  });

  it('opens the item that find-in-page reveals, closing the open one when `single`', () => {
    staticPage(<Faq type="single" defaultValue="delais" />);
    const panel = screen.getByText('À partir de 1 499 €.').closest('cui-accordion-panel');
    if (!panel) throw new Error('No panel around the text.');
    // The browser fires it on the panel, then removes `hidden` itself.
    panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    expect(trigger('Tarifs')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region')).toHaveAccessibleName('Tarifs');
    expect(screen.getByText('À partir de 1 499 €.')).toBeVisible();
    expect(trigger('Délais')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the focus between its enabled triggers with the arrows, Home and End', async () => {
    const user = staticPage(<Faq type="multiple" />);
    trigger('Délais').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Tarifs')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Hébergement')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Délais')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger('Hébergement')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('Délais')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Hébergement')).toHaveFocus();
    // Left and Right belong to a horizontal accordion; a modified key to the browser.
    await user.keyboard('{ArrowLeft}{Alt>}{ArrowUp}{/Alt}');
    expect(trigger('Hébergement')).toHaveFocus();
    // Moving never opens anything.
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps an accordion inside an item apart from the one around it', async () => {
    const user = staticPage(
      <Accordion type="single" defaultValue="services">
        <AccordionItem value="services">
          <AccordionTrigger>Services</AccordionTrigger>
          <AccordionContent>
            <Faq type="single" collapsible />
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="contact">
          <AccordionTrigger>Contact</AccordionTrigger>
          <AccordionContent>Par courriel.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    await user.click(trigger('Tarifs'));
    expect(trigger('Tarifs')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Services')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(trigger('Hébergement')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Délais')).toHaveFocus();
  });
});

function Plans({ orientation }: { orientation?: 'vertical' }) {
  return (
    <Tabs defaultValue="essentiel" orientation={orientation}>
      <TabsList aria-label="Formules">
        <TabsTrigger value="essentiel">Essentiel</TabsTrigger>
        <TabsTrigger value="pro">Pro</TabsTrigger>
        <TabsTrigger value="groupe" disabled>
          Groupe
        </TabsTrigger>
        <TabsTrigger value="sur-mesure">Sur mesure</TabsTrigger>
      </TabsList>
      {/* Mounted, so that the static page holds every panel's content. */}
      <TabsContent value="essentiel" forceMount>
        Un site vitrine.
      </TabsContent>
      <TabsContent value="pro" forceMount>
        Un site et sa boutique.
      </TabsContent>
      <TabsContent value="groupe" forceMount>
        Plusieurs sites.
      </TabsContent>
      <TabsContent value="sur-mesure" forceMount>
        Sur devis.
      </TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** The one panel a visitor sees, by the name of its tab. */
const shownPanel = () => screen.getByRole('tabpanel');

describe('tabs in a static page', () => {
  it('are one stop of the Tab key, on the selected tab, which alone shows its panel', async () => {
    const user = staticPage(
      <>
        <a href="#formules">Avant</a>
        <Plans />
      </>,
    );
    expect(shownPanel()).toHaveAccessibleName('Essentiel');
    expect(screen.getByText('Un site et sa boutique.')).not.toBeVisible();
    screen.getByRole('link', { name: 'Avant' }).focus();
    await user.tab();
    expect(tab('Essentiel')).toHaveFocus();
    // The panel, focusable as Radix renders it, is the next stop: not the other tabs.
    await user.tab();
    expect(shownPanel()).toHaveFocus();
  });

  it('selects a tab on a click and shows its panel only', async () => {
    const user = staticPage(<Plans />);
    await user.click(tab('Pro'));
    expect(tab('Pro')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Essentiel')).toHaveAttribute('aria-selected', 'false');
    expect(shownPanel()).toHaveAccessibleName('Pro');
    expect(shownPanel()).toHaveTextContent('Un site et sa boutique.');
    expect(screen.getByText('Un site vitrine.')).not.toBeVisible();
    expect(tab('Pro')).toHaveAttribute('tabindex', '0');
    expect(tab('Essentiel')).toHaveAttribute('tabindex', '-1');

    await user.click(tab('Groupe'));
    expect(shownPanel()).toHaveAccessibleName('Pro');
  });

  it('moves to the next enabled tab with the arrows, Home and End, and selects it', async () => {
    const user = staticPage(<Plans />);
    tab('Essentiel').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Pro')).toHaveFocus();
    expect(shownPanel()).toHaveAccessibleName('Pro');
    await user.keyboard('{ArrowRight}');
    expect(tab('Sur mesure')).toHaveFocus();
    expect(shownPanel()).toHaveAccessibleName('Sur mesure');
    expect(tab('Sur mesure')).toHaveAttribute('tabindex', '0');
    expect(tab('Pro')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('Essentiel')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Sur mesure')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(shownPanel()).toHaveAccessibleName('Essentiel');
    await user.keyboard('{End}');
    expect(shownPanel()).toHaveAccessibleName('Sur mesure');
    // Up and Down belong to vertical tabs; Alt with an arrow is the browser's history.
    await user.keyboard('{ArrowDown}{Alt>}{ArrowRight}{/Alt}');
    expect(tab('Sur mesure')).toHaveFocus();
    expect(shownPanel()).toHaveAccessibleName('Sur mesure');
  });

  it('move with Up and Down when vertical', async () => {
    const user = staticPage(<Plans orientation="vertical" />);
    tab('Essentiel').focus();
    await user.keyboard('{ArrowDown}');
    expect(shownPanel()).toHaveAccessibleName('Pro');
    await user.keyboard('{ArrowRight}');
    expect(tab('Pro')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(tab('Essentiel')).toHaveFocus();
    expect(shownPanel()).toHaveAccessibleName('Essentiel');
  });
});

describe('islands', () => {
  const island = (attributes: string) => (html: string) => `<astro-island ${attributes}>${html}</astro-island>`;

  it('leaves a hydrated island to React, whose state decides', async () => {
    // Controlled, and held closed: only a script other than React's would open it.
    const onValueChange = vi.fn();
    const page = <Faq type="multiple" value={[]} onValueChange={onValueChange} />;
    const user = staticPage(page, island('uid="faq" client="load"'));
    const container = document.querySelector('astro-island');
    if (!container) throw new Error('No island.');
    act(() => {
      hydrated = hydrateRoot(container, page);
    });
    await user.click(trigger('Tarifs'));
    expect(onValueChange).toHaveBeenCalledWith(['tarifs']);
    expect(trigger('Tarifs')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('À partir de 1 499 €.')).not.toBeVisible();
  });

  it('leaves a hydrated island’s tab lists as they are', async () => {
    const user = staticPage(<Plans />, island('uid="plans" client="load"'));
    expect(tab('Essentiel')).toHaveAttribute('tabindex', '-1');
    await user.click(tab('Pro'));
    expect(tab('Pro')).toHaveAttribute('aria-selected', 'false');
  });

  it('runs the static HTML of a hydrated island’s slot, which React never touches', async () => {
    const user = staticPage(<Faq type="multiple" />, (html) =>
      island('uid="shell" client="load"')(`<header>Menu</header><astro-slot>${html}</astro-slot>`),
    );
    await user.click(trigger('Tarifs'));
    expect(trigger('Tarifs')).toHaveAttribute('aria-expanded', 'true');
  });

  it('answers in an island still waiting for its JavaScript, its selected tab made reachable by Tab', async () => {
    const user = staticPage(
      <>
        <Faq type="multiple" />
        <Plans />
      </>,
      island('uid="plans" client="visible" ssr'),
    );
    // The server renders every tab out of the Tab order until its code runs: the selected one is the stop.
    expect(tab('Essentiel')).toHaveAttribute('tabindex', '0');
    expect(tab('Pro')).toHaveAttribute('tabindex', '-1');
    await user.click(trigger('Tarifs'));
    expect(trigger('Tarifs')).toHaveAttribute('aria-expanded', 'true');
    await user.click(tab('Pro'));
    expect(shownPanel()).toHaveAccessibleName('Pro');
  });
});

describe('a disclosure of an island whose code is in, not yet run', () => {
  const banner = (
    <CookieBanner
      title="Nous respectons votre vie privée"
      onAcceptAll={() => {}}
      onRejectAll={() => {}}
      onAcceptSelection={() => {}}
    />
  );
  const customise = () => screen.getByRole('button', { name: 'Customise' });
  const marketing = () => screen.getByRole('switch', { name: 'Marketing', hidden: true });

  it('shows and hides the panel its button controls, as the component does once hydrated', async () => {
    const user = staticPage(
      banner,
      (html) => `<astro-island uid="consent" client="interaction" ssr data-island="loaded">${html}</astro-island>`,
    );
    expect(marketing()).not.toBeVisible();
    await user.click(customise());
    expect(customise()).toHaveAttribute('aria-expanded', 'true');
    expect(customise()).toHaveAttribute('data-state', 'expanded');
    expect(marketing()).toBeVisible();
    await user.click(customise());
    expect(customise()).toHaveAttribute('aria-expanded', 'false');
    expect(marketing()).not.toBeVisible();
  });

  it('is left to React once the island has hydrated, and outside islands', async () => {
    const user = staticPage(
      <>
        {banner}
        <button type="button" aria-expanded="false" aria-controls="static-panel">
          Détails
        </button>
        <div id="static-panel" hidden>
          Texte
        </div>
      </>,
      (html) => `<astro-island uid="consent" client="interaction">${html}</astro-island>`,
    );
    await user.click(customise());
    expect(customise()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Détails' }));
    expect(screen.getByText('Texte')).not.toBeVisible();
  });
});

describe('the header’s small-screen menu, a popover', () => {
  const header = (
    <>
      <SiteHeader
        brand={<a href="/fr/">Company</a>}
        navItems={[
          { href: '/fr/services', label: 'Services' },
          { href: '/fr/contact', label: 'Contact' },
        ]}
        actions={[{ href: '/fr/login', label: 'Connexion' }]}
        menuLabel="Menu"
        menuTitle="Menu"
        closeMenuLabel="Fermer le menu"
      />
      <main>
        <a href="/fr/pricing">Voir les tarifs</a>
      </main>
    </>
  );
  const island = (attributes: string) => (html: string) =>
    html.replace('<header', `<astro-island ${attributes}><header`).replace('</header>', '</header></astro-island>');

  /**
   * Shows the page's popover as the browser does on « Menu », which jsdom cannot: `:popover-open`
   * then finds it until its `hidePopover` runs.
   */
  function openMenu() {
    const popover = document.querySelector<HTMLElement>('[popover]');
    if (!popover) throw new Error('The header has no popover.');
    let open = true;
    const hidePopover = vi.fn(() => {
      open = false;
    });
    Object.assign(popover, { hidePopover });
    const querySelector = document.querySelector.bind(document);
    vi.spyOn(document, 'querySelector').mockImplementation((selectors: string) =>
      selectors === '[popover]:popover-open' ? (open ? popover : null) : querySelector(selectors),
    );
    return { popover, hidePopover };
  }

  /** A link or button of the page, hidden ones (the closed panel, to jsdom's styles) included. */
  const control = (role: 'link' | 'button', name: string, within: HTMLElement = document.body) =>
    getByRole(within, role, { name, hidden: true });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['in a static page', (html: string) => html],
    ['in a guest’s header, an island that never hydrates', island('uid="header" client="stored" ssr')],
  ])('closes when the focus moves on to the page behind it, %s', (_where, wrap) => {
    staticPage(header, wrap);
    const { popover, hidePopover } = openMenu();
    // Through the panel, and back to « Menu »: still open.
    control('button', 'Fermer le menu', popover).focus();
    control('link', 'Contact', popover).focus();
    control('link', 'Connexion', popover).focus();
    control('button', 'Menu').focus();
    expect(hidePopover).not.toHaveBeenCalled();

    // Tab past its last link: the page behind.
    control('link', 'Connexion', popover).focus();
    control('link', 'Voir les tarifs').focus();
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('leaves a hydrated header’s popover to React', () => {
    staticPage(header, island('uid="header" client="stored"'));
    const { popover, hidePopover } = openMenu();
    control('link', 'Contact', popover).focus();
    control('link', 'Voir les tarifs').focus();
    expect(hidePopover).not.toHaveBeenCalled();
  });
});

describe('the head script', () => {
  it('answers from the first paint, before the document is parsed', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      runHeadScript();
    } finally {
      readyState.mockRestore();
    }
    document.body.innerHTML = renderToString(
      <>
        <Faq type="multiple" />
        <Plans />
      </>,
    );
    const user = userEvent.setup();
    await user.click(trigger('Délais'));
    expect(screen.getByRole('region')).toHaveAccessibleName('Délais');

    // Parsed: the tab list gets its one stop of the Tab key, and its other panels hide.
    expect(tab('Essentiel')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('Un site et sa boutique.')).toBeVisible();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(tab('Essentiel')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Un site et sa boutique.')).not.toBeVisible();
    await user.click(tab('Pro'));
    expect(shownPanel()).toHaveAccessibleName('Pro');
  });

  it(`is ${pageBehavioursScript.length} bytes, and sets no global`, () => {
    const globals = Object.keys(window);
    runHeadScript();
    expect(Object.keys(window)).toEqual(globals);
    expect(pageBehavioursScript).not.toMatch(/\beval\b/);
    expect(pageBehavioursScript.length).toBeLessThan(3 * 1024);
  });
});

describe('a table’s scroll region', () => {
  it('is a Tab stop only while its table is wider than it', () => {
    staticPage(
      // The package's scroll region as the server renders it, focusable before its width is known.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div role="region" aria-label="Codes d’erreur" tabIndex={0}>
        <table>
          <tbody>
            <tr>
              <td>429</td>
            </tr>
          </tbody>
        </table>
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Codes d’erreur' });
    // jsdom lays nothing out: the table fits.
    expect(region).not.toHaveAttribute('tabindex');

    Object.defineProperty(region, 'scrollWidth', { configurable: true, value: 640 });
    Object.defineProperty(region, 'clientWidth', { configurable: true, value: 320 });
    window.dispatchEvent(new Event('resize'));
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
