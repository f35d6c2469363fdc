import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Toast, ToastProvider, ToastTitle, ToastViewport, Toaster, useToast, type ToastOptions } from '.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A button that raises `options` with the nearest provider's `toast()`. */
function Raise({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>{label}</Button>;
}

function Dismiss({ id }: { id?: string }) {
  const { dismiss } = useToast();
  return <Button onClick={() => dismiss(id)}>Tout fermer</Button>;
}

const toastsIn = (region: HTMLElement) => within(region).queryAllByRole('listitem');

describe('useToast and Toaster', () => {
  it('need a provider, and say so', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise label="Envoyer" options={{ title: 'Envoyé' }} />)).toThrow(/ToastProvider/);
    consoleError.mockRestore();
  });

  it('keep each provider’s toasts to itself', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    render(
      <>
        <ToastProvider>
          <Raise label="Premier" options={{ title: 'Du premier' }} />
          <Toaster container={first} />
        </ToastProvider>
        <ToastProvider>
          <Toaster container={second} />
        </ToastProvider>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Premier' }));
    expect(toastsIn(first)).toHaveLength(1);
    expect(within(first).getByText('Du premier')).toBeInTheDocument();
    expect(toastsIn(second)).toHaveLength(0);
    first.remove();
    second.remove();
  });

  it('replace a shown toast raised again with its id, and close every toast on dismiss()', () => {
    render(
      <ToastProvider>
        <Raise label="Envoi" options={{ id: 'envoi', title: 'Envoi en cours…', duration: Infinity }} />
        <Raise label="Envoyé" options={{ id: 'envoi', title: 'Devis envoyé', tone: 'success' }} />
        <Raise label="Autre" options={{ title: 'Brouillon enregistré', duration: Infinity }} />
        <Dismiss />
        <Toaster />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Autre' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyé' }));
    expect(toastsIn(region).map((toast) => toast.querySelector('[class*="title"]')?.textContent?.trim())).toEqual([
      'Devis envoyé',
      'Brouillon enregistré',
    ]);
    expect(toastsIn(region)[0]).toHaveAttribute('data-tone', 'success');
    fireEvent.click(screen.getByRole('button', { name: 'Tout fermer' }));
    expect(toastsIn(region)).toHaveLength(0);
  });

  it('close a toast when its time is up, but keep one with an action until it is closed', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider duration={3000}>
        <Raise label="Simple" options={{ title: 'Enregistré' }} />
        <Raise
          label="Avec action"
          options={{
            title: 'Demande supprimée',
            action: { label: 'Annuler', altText: 'Restaurez-la depuis la corbeille', onClick: () => {} },
          }}
        />
        <Toaster />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.click(screen.getByRole('button', { name: 'Simple' }));
    fireEvent.click(screen.getByRole('button', { name: 'Avec action' }));
    expect(toastsIn(region)).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(toastsIn(region)).toHaveLength(1);
    expect(within(region).getByText('Demande supprimée')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toastsIn(region)).toHaveLength(1);
  });
});

describe('on the server', () => {
  const page = (
    <ToastProvider>
      <Toast duration={Infinity}>
        <ToastTitle>Bienvenue</ToastTitle>
      </Toast>
      <Raise label="Envoyer" options={{ title: 'Envoyé' }} />
      <Toaster />
    </ToastProvider>
  );

  it('renders no toast and no region, which need the browser', () => {
    const html = renderToString(page);
    expect(html).not.toContain('Bienvenue');
    expect(html).not.toContain('region');
    expect(html).toContain('Envoyer');
  });

  it('hydrates without a mismatch, then shows the toast in its region', () => {
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
    expect(within(screen.getByRole('region')).getByText('Bienvenue')).toBeInTheDocument();
    act(() => root?.unmount());
    consoleError.mockRestore();
    container.remove();
  });

  it('lets a declared toast sit in a provider without a Toaster', () => {
    render(
      <ToastProvider>
        <Toast duration={Infinity}>
          <ToastTitle>Profil mis à jour</ToastTitle>
        </Toast>
        <ToastViewport label="Alertes ({hotkey})" hotkey={['F6']} />
      </ToastProvider>,
    );
    expect(within(screen.getByRole('region', { name: 'Alertes (F6)' })).getByText('Profil mis à jour')).toBeVisible();
  });
});
