import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { StatusBanner } from './StatusBanner';

afterEach(cleanup);

// The visitor who presses « Refresh » must not lose their place when the check starts: a disabled
// button would drop the focus to the document body.
it('keeps the focus on the refresh button while loading and ignores its clicks', async () => {
  const onRefresh = vi.fn();
  const user = userEvent.setup();
  const { rerender } = render(<StatusBanner status="success" onRefresh={onRefresh} />);
  const refresh = screen.getByRole('button', { name: 'Refresh' });
  refresh.focus();

  rerender(<StatusBanner status="success" onRefresh={onRefresh} loading />);
  expect(screen.getByRole('button', { name: 'Refresh' })).toBe(refresh);
  expect(document.activeElement).toBe(refresh);
  expect(refresh).toHaveAttribute('aria-disabled', 'true');
  expect(refresh).toBeEnabled();

  await user.click(refresh);
  await user.keyboard('{Enter}');
  expect(onRefresh).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(refresh);

  rerender(<StatusBanner status="success" onRefresh={onRefresh} />);
  expect(refresh).not.toHaveAttribute('aria-disabled');
  await user.click(refresh);
  expect(onRefresh).toHaveBeenCalledTimes(1);
});
