import { Button, Field, Switch, TextInput } from '@company/ui';
import {
  accountFormMessages,
  defaultPreferencesValues,
  preferencesFieldOrder,
  validatePreferences,
  type PreferencesValues,
} from '../../services/accountForms';
import { FormConfirmation } from './FormConfirmation';
import { fieldId, useAccountForm } from './useAccountForm';
import * as styles from './account.css';

const formId = 'preferences';

/** How the user wants to hear from the company; SMS alerts need a mobile number. */
export function PreferencesForm({ labelledBy }: { labelledBy: string }) {
  const { values, errors, saved, setField, handleSubmit } = useAccountForm<PreferencesValues>({
    formId,
    initialValues: defaultPreferencesValues,
    fieldOrder: preferencesFieldOrder,
    validate: validatePreferences,
    onSave: (valid) => ({ ...valid, mobilePhone: valid.mobilePhone.trim() }),
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={handleSubmit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Notifications</legend>
        <Switch
          id={fieldId(formId, 'emailNotifications')}
          label="Notifications par e-mail"
          description="Un e-mail à chaque nouveau message ou document."
          checked={values.emailNotifications}
          onChange={(event) => setField('emailNotifications', event.target.checked)}
        />
        <Switch
          id={fieldId(formId, 'newsletter')}
          label="Lettre d’information"
          description="Nos actualités et conseils, une fois par mois."
          checked={values.newsletter}
          onChange={(event) => setField('newsletter', event.target.checked)}
        />
        <Switch
          id={fieldId(formId, 'smsAlerts')}
          label="Alertes par SMS"
          description="Un SMS pour les demandes urgentes et les alertes de sécurité."
          checked={values.smsAlerts}
          onChange={(event) => setField('smsAlerts', event.target.checked)}
        />
      </fieldset>
      <Field
        label="Numéro de mobile"
        hint="Nécessaire pour les alertes par SMS."
        required={values.smsAlerts}
        error={errors.mobilePhone}
        controlId={fieldId(formId, 'mobilePhone')}
      >
        <TextInput
          type="tel"
          name="mobile"
          autoComplete="tel"
          value={values.mobilePhone}
          onChange={(event) => setField('mobilePhone', event.target.value)}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit">Enregistrer les préférences</Button>
      </div>
      <FormConfirmation message={saved ? accountFormMessages.preferencesSaved : null} />
    </form>
  );
}
