import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

afterEach(cleanup);

const options = (
  <>
    <Radio value="courriel" label="Courriel" description="Réponse sous 24 heures ouvrées." />
    <Radio value="telephone" label="Téléphone" />
    <Radio value="whatsapp" label="WhatsApp" />
  </>
);

describe('RadioGroup', () => {
  it('is a radio group named by its legend, whose options share one name', () => {
    render(
      <RadioGroup legend="Mode de contact préféré" name="contact" defaultValue="telephone">
        {options}
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Mode de contact préféré' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    for (const radio of radios) {
      expect(group).toContainElement(radio);
      expect(radio).toHaveAttribute('name', 'contact');
    }
    expect(screen.getByRole('radio', { name: 'Téléphone' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Courriel' })).toHaveAccessibleDescription(
      'Réponse sous 24 heures ouvrées.',
    );
  });

  it('chooses an option by a click on its label or with the arrow keys, and reports each choice', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup legend="Mode de contact préféré" onValueChange={onValueChange}>
        {options}
      </RadioGroup>,
    );
    await userEvent.click(screen.getByText('Téléphone'));
    expect(screen.getByRole('radio', { name: 'Téléphone' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Téléphone' })).not.toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['telephone'], ['whatsapp']]);
  });

  it('follows `value` when the parent holds the state', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('courriel');
      return (
        <>
          <RadioGroup
            legend="Mode de contact préféré"
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next);
            }}
          >
            {options}
          </RadioGroup>
          <button type="button" onClick={() => setValue('whatsapp')}>
            Choisir WhatsApp
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Courriel' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir WhatsApp' }));
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Téléphone' }));
    expect(screen.getByRole('radio', { name: 'Téléphone' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('telephone');
  });

  it('keeps a controlled value the parent does not change', async () => {
    render(
      <RadioGroup legend="Mode de contact préféré" value="courriel" onValueChange={() => {}}>
        {options}
      </RadioGroup>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Téléphone' }));
    expect(screen.getByRole('radio', { name: 'Courriel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Téléphone' })).not.toBeChecked();
  });

  it('sends the chosen value with its form, and asks for one when required', async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return Object.fromEntries(new FormData(event.currentTarget));
    });
    render(
      <form onSubmit={onSubmit}>
        <RadioGroup legend="Mode de contact préféré" name="contact" required>
          {options}
        </RadioGroup>
        <button type="submit">Envoyer</button>
      </form>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Courriel' })).toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveReturnedWith({ contact: 'whatsapp' });
  });

  it('reads its hint and error as the group’s description and marks it invalid', () => {
    render(
      <RadioGroup
        legend="Mode de contact préféré"
        hint="Nous vous répondons par ce moyen."
        error="Choisissez un mode de contact."
        errorLabel="Erreur"
      >
        {options}
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Mode de contact préféré' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(
      /^Nous vous répondons par ce moyen\. Erreur:\s?Choisissez un mode de contact\.$/,
    );
  });

  it('disables every option with the group, or one option alone', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RadioGroup legend="Mode de contact préféré" disabled onValueChange={onValueChange}>
        {options}
      </RadioGroup>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await userEvent.click(screen.getByText('Courriel'));
    expect(onValueChange).not.toHaveBeenCalled();

    rerender(
      <RadioGroup legend="Mode de contact préféré" onValueChange={onValueChange}>
        <Radio value="courriel" label="Courriel" />
        <Radio value="telephone" label="Téléphone" disabled />
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Courriel' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Téléphone' })).toBeDisabled();
  });

  it('says where a Radio belongs when it is placed outside a group', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Radio value="courriel" label="Courriel" />)).toThrow(/inside a RadioGroup/);
    vi.restoreAllMocks();
  });
});
