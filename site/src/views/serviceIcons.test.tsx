import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceIcon } from './serviceIcons';

afterEach(cleanup);

describe('ServiceIcon', () => {
  it('draws the icon the service names, hidden from assistive technology', () => {
    const { container } = render(<ServiceIcon name="Headphones" />);
    const icon = container.querySelector('svg');
    expect(icon?.classList.contains('lucide-headphones')).toBe(true);
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('falls back to Settings for a name outside the list', () => {
    const { container } = render(<ServiceIcon name="toString" />);
    expect(container.querySelector('svg')?.classList.contains('lucide-settings')).toBe(true);
  });
});
