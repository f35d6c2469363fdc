import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from '../Combobox';
import { DatePicker } from '../DatePicker';
import { Field } from '../Field';
import { Listbox } from '../Listbox';
import { NumberField } from '../NumberField';
import { Radio, RadioGroup } from '../RadioGroup';
import { FormContext, type FormContextValue } from './FormContext';

afterEach(cleanup);

/** The values a native submit of the rendered form would send. */
const sent = () => Object.fromEntries(new FormData(document.querySelector('form')!));

describe('a Field’s name', () => {
  it('is the name each control sends its value under, unless the control has its own', () => {
    render(
      <form>
        <Field name="ville" label="Ville">
          <Combobox items={['Toamasina', 'Toliara']} defaultValue="Toamasina" />
        </Field>
        <Field name="competence" label="Compétence">
          <Listbox items={['React', 'Node.js']} defaultValue="React" />
        </Field>
        <Field name="postes" label="Nombre de postes">
          <NumberField defaultValue={3} />
        </Field>
        <Field name="debut" label="Début de la mission">
          <DatePicker defaultValue="2026-12-24" />
        </Field>
        <Field name="ignore" label="Budget">
          <NumberField name="budget" defaultValue={1499.5} />
        </Field>
      </form>,
    );
    expect(sent()).toEqual({
      ville: 'Toamasina',
      competence: 'React',
      postes: '3',
      debut: '2026-12-24',
      budget: '1499.5',
    });
  });
});

describe('a RadioGroup in a Form', () => {
  const form: FormContextValue = {
    errors: { canal: 'Choisissez le canal des alertes.' },
    formErrors: [],
    pending: false,
    submitted: true,
  };
  const group = (error?: string) => (
    <FormContext value={form}>
      <RadioGroup legend="Canal des alertes" name="canal" error={error}>
        <Radio value="courriel" label="Courriel" />
        <Radio value="sms" label="SMS" />
      </RadioGroup>
    </FormContext>
  );

  it('shows the form’s error for its name, read as the group’s description', () => {
    render(group());
    expect(screen.getByRole('radiogroup', { name: 'Canal des alertes' })).toHaveAccessibleDescription(
      /Choisissez le canal des alertes\./,
    );
  });

  it('shows its own error instead when it has one', () => {
    render(group('Le SMS n’est pas disponible.'));
    expect(screen.queryByText('Choisissez le canal des alertes.')).toBeNull();
    expect(screen.getByText('Le SMS n’est pas disponible.')).toBeInTheDocument();
  });
});
