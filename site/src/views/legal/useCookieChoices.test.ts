import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY, useConsentStore } from '../../stores/consentStore';
import { useCookieChoices, type CookieChoices } from './useCookieChoices';

const refused: CookieChoices = { analytics: false, functional: false, marketing: false };
const accepted: CookieChoices = { analytics: true, functional: true, marketing: true };

const consent = () => useConsentStore.getState();

const storedPreferences = (): unknown => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null');

function storeChoice(preferences: CookieChoices) {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ hasConsented: true, consentDate: new Date().toISOString() }),
  );
  localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ essential: true, ...preferences }));
}

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState(useConsentStore.getInitialState(), true);
});

afterEach(() => {
  cleanup();
});

describe('useCookieChoices', () => {
  it('starts with every optional category refused and nothing saved', () => {
    const { result } = renderHook(() => useCookieChoices());
    expect(result.current.choices).toEqual(refused);
    expect(result.current.saved).toBe(false);
  });

  it('renders the refused defaults on the server, whatever is stored, so hydration matches', () => {
    storeChoice(accepted);
    function Probe() {
      return JSON.stringify(useCookieChoices().choices);
    }
    expect(renderToString(createElement(Probe))).toBe(JSON.stringify(refused).replace(/"/g, '&quot;'));
  });

  it('shows the stored choice once mounted', () => {
    storeChoice({ analytics: true, functional: false, marketing: true });
    const { result } = renderHook(() => useCookieChoices());
    expect(result.current.choices).toEqual({ analytics: true, functional: false, marketing: true });
    expect(result.current.saved).toBe(false);
  });

  it('keeps flipped switches as a draft until they are saved', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.change({ ...refused, analytics: true }));
    expect(result.current.choices).toEqual({ ...refused, analytics: true });
    expect(result.current.saved).toBe(false);
    expect(consent().hasConsented).toBe(false);
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();

    act(() => result.current.change({ ...refused, analytics: true, functional: true }));
    act(() => result.current.save({ ...refused, analytics: true, functional: true }));
    expect(result.current.saved).toBe(true);
    expect(result.current.choices).toEqual({ analytics: true, functional: true, marketing: false });
    expect(consent().hasConsented).toBe(true);
    expect(storedPreferences()).toEqual({ essential: true, analytics: true, functional: true, marketing: false });
  });

  it('does not record a consent when a switch is flipped back to its first position', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.change({ ...refused, marketing: true }));
    act(() => result.current.change(refused));
    expect(result.current.saved).toBe(false);
    expect(consent().hasConsented).toBe(false);
  });

  it('moves every switch with « Tout accepter » and saves only with « Enregistrer »', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.change(accepted));
    expect(result.current.choices).toEqual(accepted);
    expect(result.current.saved).toBe(false);
    expect(consent().hasConsented).toBe(false);
    act(() => result.current.save(result.current.choices));
    expect(result.current.saved).toBe(true);
    expect(consent().preferences).toMatchObject(accepted);
    expect(storedPreferences()).toMatchObject(accepted);
  });

  it('records a refusal saved with every optional category off', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.change(refused));
    expect(consent().hasConsented).toBe(false);
    act(() => result.current.save(result.current.choices));
    expect(result.current.saved).toBe(true);
    expect(consent().hasConsented).toBe(true);
    expect(consent().preferences).toMatchObject(refused);
  });

  it('withdraws the confirmation as soon as a switch moves again', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.save(accepted));
    act(() => result.current.change({ ...accepted, analytics: false }));
    expect(result.current.saved).toBe(false);
    expect(result.current.choices.analytics).toBe(false);
    // The saved choice stays until the new one is saved.
    expect(consent().preferences.analytics).toBe(true);
  });

  it('follows a choice made elsewhere, such as in the banner, while nothing is being edited', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => consent().acceptAll());
    expect(result.current.choices).toEqual(accepted);
  });
});
