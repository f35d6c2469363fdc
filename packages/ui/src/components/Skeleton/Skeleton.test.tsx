import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from '.';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is hidden from assistive technology and draws one bar per line of text', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root).toHaveAttribute('data-variant', 'text');
    expect(root?.children).toHaveLength(3);
  });

  it('draws a single shape for a block or a circle, at the size given', () => {
    const { container } = render(
      <>
        <Skeleton variant="block" height="12rem" />
        <Skeleton variant="circle" width={48} />
      </>,
    );
    const [block, circle] = Array.from(container.children) as HTMLElement[];
    expect(block?.children).toHaveLength(0);
    expect(block?.style.height).toBe('12rem');
    expect(circle?.style.width).toBe('48px');
    expect(circle?.style.height).toBe('');
  });

  it('draws at least one line', () => {
    const { container } = render(<Skeleton lines={0} />);
    expect(container.firstElementChild?.children).toHaveLength(1);
  });
});
