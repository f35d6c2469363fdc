import { Fieldset, Switch } from '@company/ui';
import {
  accountFormMessages,
  defaultPreferencesValues,
  preferencesFieldOrder,
  validatePreferences,
  type PreferencesValues,
} from '../../services/accountForms';
import { AccountForm, AccountTextField } from './AccountForm';
import { fieldId, useAccountForm } from './useAccountForm';

const formId = 'preferences';

const notificationSwitches = [
  {
    field: 'emailNotifications',
    label: 'Notifications par e-mail',
    description: 'Un e-mail à chaque nouveau message ou document.',
  },
  { field: 'newsletter', label: 'Lettre d’information', description: 'Nos actualités et conseils, une fois par mois.' },
  {
    field: 'smsAlerts',
    label: 'Alertes par SMS',
    description: 'Un SMS pour les demandes urgentes et les alertes de sécurité.',
  },
] as const satisfies readonly { field: keyof PreferencesValues; label: string; description: string }[];

/** How the user wants to hear from the company; SMS alerts need a mobile number. */
export function PreferencesForm({ labelledBy }: { labelledBy: string }) {
  const form = useAccountForm<PreferencesValues>({
    formId,
    initialValues: defaultPreferencesValues,
    fieldOrder: preferencesFieldOrder,
    validate: validatePreferences,
    onSave: (valid) => ({ ...valid, mobilePhone: valid.mobilePhone.trim() }),
  });
  const { values, setField } = form;

  return (
    <AccountForm
      labelledBy={labelledBy}
      onSubmit={form.handleSubmit}
      submitLabel="Enregistrer les préférences"
      confirmation={form.saved ? accountFormMessages.preferencesSaved : null}
    >
      <Fieldset legend="Notifications">
        {notificationSwitches.map(({ field, label, description }) => (
          <Switch
            key={field}
            id={fieldId(formId, field)}
            label={label}
            description={description}
            checked={values[field]}
            onChange={(event) => setField(field, event.target.checked)}
          />
        ))}
      </Fieldset>
      <AccountTextField
        form={form}
        field="mobilePhone"
        label="Numéro de mobile"
        hint="Nécessaire pour les alertes par SMS."
        required={values.smsAlerts}
        type="tel"
        name="mobile"
        autoComplete="tel"
      />
    </AccountForm>
  );
}
