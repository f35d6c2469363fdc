import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = (
  <Accordion type="single" collapsible defaultValue="siege">
    <AccordionItem value="siege">
      <AccordionTrigger>Siège social</AccordionTrigger>
      <AccordionContent>Lot II A 12, Toamasina</AccordionContent>
    </AccordionItem>
    <AccordionItem value="hebergeur">
      <AccordionTrigger>Hébergeur</AccordionTrigger>
      <AccordionContent>Un hébergeur de pages statiques</AccordionContent>
    </AccordionItem>
  </Accordion>
);

describe('closed content, hidden until found', () => {
  it('is in the server-rendered HTML, hidden', () => {
    const html = renderToString(page);
    expect(html).toContain('Lot II A 12, Toamasina');
    expect(html).toContain('Un hébergeur de pages statiques');
    // Searchable before any script runs: a link with a text fragment opens the item on load.
    expect(html).toMatch(/<cui-accordion-panel[^>]*hidden="until-found"[^>]*>[^]*?Un hébergeur de pages statiques/);
    expect(html.match(/hidden="until-found"/g)).toHaveLength(1);
    // Closed, no region: a screen reader's list of landmarks would hold an empty one per closed item.
    const panels = html.match(/<cui-accordion-panel[^>]*>/g) ?? [];
    expect(panels).toHaveLength(2);
    expect(panels.filter((panel) => panel.includes('role="region"'))).toEqual([expect.not.stringContaining('hidden=')]);
    expect(panels.find((panel) => panel.includes('hidden='))).not.toMatch(/aria-labelledby=/);
  });

  it('stays hidden="until-found" through hydration, without a mismatch', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const hosting = screen.getByText('Un hébergeur de pages statiques').closest('[data-state]');
    expect(hosting).toHaveAttribute('hidden', 'until-found');
    expect(screen.queryByRole('region', { name: 'Hébergeur' })).toBeNull();
    expect(screen.getByText('Lot II A 12, Toamasina').closest('[data-state]')).not.toHaveAttribute('hidden');

    // The browser fires `beforematch` when find-in-page or a fragment reveals it: the item opens.
    act(() => {
      hosting?.dispatchEvent(new Event('beforematch'));
    });
    expect(screen.getByRole('button', { name: 'Hébergeur' })).toHaveAttribute('aria-expanded', 'true');
    expect(hosting).not.toHaveAttribute('hidden');
    expect(screen.getByRole('region', { name: 'Hébergeur' })).toBe(hosting);
    // One item at a time (`type="single"`): the other one closes.
    expect(screen.getByRole('button', { name: 'Siège social' })).toHaveAttribute('aria-expanded', 'false');

    act(() => root?.unmount());
    container.remove();
  });
});
