import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCookieChoices } from './useCookieChoices';

describe('useCookieChoices', () => {
  it('starts with every optional category refused and nothing saved', () => {
    const { result } = renderHook(() => useCookieChoices());
    expect(result.current.choices).toEqual({ analytics: false, functional: false, marketing: false });
    expect(result.current.saved).toBe(false);
  });

  it('saves the choices and confirms', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.change({ analytics: true, functional: false, marketing: false }));
    expect(result.current.saved).toBe(false);
    act(() => result.current.save({ analytics: true, functional: true, marketing: false }));
    expect(result.current.choices).toEqual({ analytics: true, functional: true, marketing: false });
    expect(result.current.saved).toBe(true);
  });

  it('withdraws the confirmation as soon as a switch moves again', () => {
    const { result } = renderHook(() => useCookieChoices());
    act(() => result.current.save({ analytics: true, functional: true, marketing: true }));
    act(() => result.current.change({ analytics: false, functional: true, marketing: true }));
    expect(result.current.saved).toBe(false);
    expect(result.current.choices.analytics).toBe(false);
  });
});
