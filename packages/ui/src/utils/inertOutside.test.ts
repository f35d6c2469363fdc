import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inertOutside';

afterEach(() => {
  document.body.replaceChildren();
});

/** A page with an app root, a banner container, a body-level live region and a modal's portal. */
function page() {
  document.body.innerHTML = `
    <div id="root"><header><a href="/">Accueil</a></header><main><a href="/contact">Contact</a></main></div>
    <div id="banner"><button>Tout accepter</button></div>
    <div id="announcer" aria-live="polite"></div>
    <script type="application/ld+json">{}</script>
    <div id="overlay"></div>
    <div id="portal"><div role="dialog"><button>Fermer</button></div><aside id="beside">À côté</aside></div>
  `;
  const byId = (id: string) => document.getElementById(id)!;
  return { byId, dialog: document.querySelector('[role="dialog"]')! };
}

const inert = (element: Element) => element.hasAttribute('inert');

describe('inertOutside', () => {
  it('makes every sibling of the kept elements and of their ancestors inert, and releases them', () => {
    const { byId, dialog } = page();
    const release = inertOutside([dialog, byId('overlay')]);
    expect(inert(byId('root'))).toBe(true);
    expect(inert(byId('banner'))).toBe(true);
    expect(inert(byId('beside'))).toBe(true);
    expect([dialog, byId('overlay'), byId('portal')].some(inert)).toBe(false);
    // A widget mounted later inside the page is inert as well: the attribute covers the subtree.
    const launcher = document.createElement('button');
    byId('root').append(launcher);
    expect(launcher.closest('[inert]')).toBe(byId('root'));

    release();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves live regions and scripts alone, so announcements go on', () => {
    const { byId, dialog } = page();
    inertOutside([dialog]);
    expect(inert(byId('announcer'))).toBe(false);
    expect(inert(document.querySelector('script')!)).toBe(false);
  });

  it('keeps what a second modal still holds when the first one closes, and what the page made inert', () => {
    const { byId, dialog } = page();
    byId('banner').setAttribute('inert', '');
    const releaseFirst = inertOutside([dialog]);
    const second = document.createElement('div');
    document.body.append(second);
    const releaseSecond = inertOutside([second]);
    expect(inert(byId('portal'))).toBe(true);

    releaseSecond();
    expect(inert(byId('portal'))).toBe(false);
    expect(inert(byId('root'))).toBe(true);
    releaseFirst();
    expect(inert(byId('root'))).toBe(false);
    expect(inert(byId('banner'))).toBe(true);
  });
});
