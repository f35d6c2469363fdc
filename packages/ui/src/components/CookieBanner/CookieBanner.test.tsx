import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { CookieBanner } from './CookieBanner';

afterEach(cleanup);

const handlers = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onAcceptSelection: vi.fn() };
const customise = () => screen.getByRole('button', { name: 'Customise' });
const analytics = () => screen.queryByRole('switch', { name: /Audience measurement/ });

it('opens and closes its category panel by itself, and reports each change', async () => {
  const onExpandedChange = vi.fn();
  render(<CookieBanner {...handlers} onExpandedChange={onExpandedChange} />);
  expect(customise()).toHaveAttribute('aria-expanded', 'false');
  expect(analytics()).toBeNull();

  await userEvent.click(customise());
  expect(customise()).toHaveAttribute('aria-expanded', 'true');
  expect(analytics()).toBeVisible();
  await userEvent.click(customise());
  expect(customise()).toHaveAttribute('aria-expanded', 'false');
  expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
});

it('follows `expanded` when the parent holds the state', async () => {
  const onExpandedChange = vi.fn();
  const { rerender } = render(<CookieBanner {...handlers} expanded={false} onExpandedChange={onExpandedChange} />);

  await userEvent.click(customise());
  expect(onExpandedChange).toHaveBeenCalledWith(true);
  expect(customise()).toHaveAttribute('aria-expanded', 'false');
  expect(analytics()).toBeNull();

  rerender(<CookieBanner {...handlers} expanded onExpandedChange={onExpandedChange} />);
  expect(customise()).toHaveAttribute('aria-expanded', 'true');
  expect(analytics()).toBeVisible();
});
