import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';

afterEach(cleanup);

// Checkbox and Switch share their state API (`checked`, `defaultChecked`, `onChange` then
// `onCheckedChange`); only the role they expose differs.
describe.each([
  { name: 'Checkbox', Control: Checkbox, role: 'checkbox' },
  { name: 'Switch', Control: Switch, role: 'switch' },
] as const)('$name', ({ Control, role }) => {
  it('reports the new state to onCheckedChange after the native onChange, uncontrolled', async () => {
    const calls: string[] = [];
    const onChange = vi.fn(() => calls.push('change'));
    const onCheckedChange = vi.fn((checked: boolean) => calls.push(`checked ${checked}`));
    render(<Control label="Newsletter" defaultChecked onChange={onChange} onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole(role, { name: 'Newsletter' });

    await userEvent.click(control);
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('Newsletter'));
    expect(control).toBeChecked();
    expect(calls).toEqual(['change', 'checked false', 'change', 'checked true']);
  });

  it('never writes `readonly`, which HTML does not allow on a checkbox: a locked choice is disabled', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Control
        label="Cookies essentiels"
        checked
        disabled
        onCheckedChange={onCheckedChange}
        // @ts-expect-error -- not a prop: this is what untyped code might still pass
        readOnly
      />,
    );
    const control = screen.getByRole(role, { name: 'Cookies essentiels' });
    expect(control).not.toHaveAttribute('readonly');
    expect(control).toBeDisabled();
    await userEvent.click(screen.getByText('Cookies essentiels'));
    expect(control).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('follows `checked` when the parent holds the state', async () => {
    const onCheckedChange = vi.fn();
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <Control
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
    const control = screen.getByRole(role, { name: 'Newsletter' });
    await userEvent.click(control);
    expect(control).toBeChecked();
    await userEvent.click(control);
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});
