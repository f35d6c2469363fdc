import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../LocaleProvider';
import { NumberField } from './NumberField';

afterEach(cleanup);

const euros: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/** Types `text` into a French euro field, leaves it, and returns what it shows and reported. */
function typeAndBlur(text: string, options: { formatOptions?: Intl.NumberFormatOptions; locale?: string } = {}) {
  const onValueChange = vi.fn();
  render(
    <LocaleProvider locale="fr-FR">
      <NumberField
        aria-label="Budget"
        formatOptions={options.formatOptions ?? euros}
        locale={options.locale}
        onValueChange={onValueChange}
      />
    </LocaleProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Budget' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return {
    shown: (input as HTMLInputElement).value,
    value: onValueChange.mock.lastCall?.[0] as number | null | undefined,
  };
}

describe('NumberField in French', () => {
  it.each([
    ['1499,5', 1499.5],
    ['1 499,50', 1499.5],
    ['1\u00a0499,50', 1499.5],
    ['1\u202f499,50', 1499.5],
    ['1\u202f499,50\u00a0€', 1499.5],
    ['0,05', 0.05],
    ['-12,5', -12.5],
  ])('reads « %s » as %d and rewrites it the French way', (text, expected) => {
    const { shown, value } = typeAndBlur(text);
    expect(value).toBe(expected);
    expect(shown).toBe(new Intl.NumberFormat('fr-FR', euros).format(expected));
  });

  it('writes thousands with the narrow no-break space Intl gives, and the euro after a no-break space', () => {
    expect(typeAndBlur('1499,5').shown).toBe('1\u202f499,50\u00a0€');
  });

  it('empties the value when the text is cleared', () => {
    const onValueChange = vi.fn();
    render(<NumberField aria-label="Postes" defaultValue={12} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Postes' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('follows its own locale over the provider’s', () => {
    const { shown, value } = typeAndBlur('1,499.5', { locale: 'en-GB' });
    expect(value).toBe(1499.5);
    expect(shown).toBe('€1,499.50');
  });

  it('reads a percentage as a fraction', () => {
    const { shown, value } = typeAndBlur('12,5', {
      formatOptions: { style: 'percent', maximumFractionDigits: 1 },
    });
    expect(value).toBe(0.125);
    expect(shown).toBe(new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(0.125));
  });

  it('names its buttons and its role from the French catalogue when given', () => {
    render(
      <LocaleProvider
        locale="fr-FR"
        messages={{
          numberField: { incrementLabel: 'Augmenter', decrementLabel: 'Diminuer', roleDescription: 'Champ numérique' },
        }}
      >
        <NumberField aria-label="Postes" defaultValue={3} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Augmenter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diminuer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postes' })).toHaveAttribute('aria-roledescription', 'Champ numérique');
  });
});
