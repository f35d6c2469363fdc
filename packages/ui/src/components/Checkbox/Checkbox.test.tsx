import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

it('reports the new state to onCheckedChange after the native onChange, uncontrolled', async () => {
  const calls: string[] = [];
  const onChange = vi.fn(() => calls.push('change'));
  const onCheckedChange = vi.fn((checked: boolean) => calls.push(`checked ${checked}`));
  render(<Checkbox label="Newsletter" defaultChecked onChange={onChange} onCheckedChange={onCheckedChange} />);
  const checkbox = screen.getByRole('checkbox', { name: 'Newsletter' });

  await userEvent.click(checkbox);
  expect(checkbox).not.toBeChecked();
  await userEvent.click(screen.getByText('Newsletter'));
  expect(checkbox).toBeChecked();
  expect(calls).toEqual(['change', 'checked false', 'change', 'checked true']);
});

it('follows `checked` when the parent holds the state', async () => {
  const onCheckedChange = vi.fn();
  function Controlled() {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox
        label="Newsletter"
        checked={checked}
        onCheckedChange={(next) => {
          onCheckedChange(next);
          setChecked(next);
        }}
      />
    );
  }
  render(<Controlled />);
  const checkbox = screen.getByRole('checkbox', { name: 'Newsletter' });
  await userEvent.click(checkbox);
  expect(checkbox).toBeChecked();
  await userEvent.click(checkbox);
  expect(checkbox).not.toBeChecked();
  expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
});
