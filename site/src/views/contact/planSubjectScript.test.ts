import { afterEach, describe, expect, it } from 'vitest';
import { planContactHref } from '../../data/planChoice';
import { services } from '../../data/services';
import { choosablePlans, planSubjects, planSubjectScript } from './planSubjectScript';

const subjects = planSubjects(choosablePlans({}));

/**
 * Runs the shipped script, the text the CSP hash names, in the page's head, then lets the parser
 * insert a subject field holding `value`; says what the field holds once the script has seen it.
 */
async function runAt(search: string, value = ''): Promise<string> {
  history.replaceState(null, '', `/fr/contact${search}`);
  document.body.innerHTML = '';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(planSubjectScript(subjects))();
  document.body.innerHTML = `<input id="contact-subject" name="subject" value="${value}">`;
  // The mutation observer's callback runs as a microtask.
  await Promise.resolve();
  return (document.getElementById('contact-subject') as HTMLInputElement).value;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the contact form’s chosen plan', () => {
  it('names every plan of /pricing and of each service, each by a key of its own', () => {
    expect(Object.keys(subjects)).toHaveLength(3 + 3 * services.length);
    expect(subjects['site-web-professionnel']).toBe(
      'Site web\u00a0: formule Professionnel, 1\u202f499\u00a0€ par mois',
    );
    expect(subjects['site-web-entreprise']).toBe('Site web\u00a0: formule Entreprise, sur devis');
  });

  it('fills the subject from the address a plan links to', async () => {
    const service = services[0]!;
    const href = planContactHref({ offerSlug: service.slug, name: 'Professionnel' });
    expect(await runAt(href.slice(href.indexOf('?')))).toMatch(
      new RegExp(`^${service.name}\u00a0: formule Professionnel, `),
    );
  });

  it('leaves a subject already there, and fills nothing for an unknown or missing key', async () => {
    expect(await runAt('?formule=site-web-essentiel', 'Ma question')).toBe('Ma question');
    expect(await runAt('?formule=toString')).toBe('');
    expect(await runAt('?formule=inconnue')).toBe('');
    expect(await runAt('')).toBe('');
  });
});
