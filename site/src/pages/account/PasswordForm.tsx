import { Button, Field, TextInput } from '@company/ui';
import {
  accountFormMessages,
  emptyPasswordValues,
  PASSWORD_MIN_LENGTH,
  passwordFieldOrder,
  validatePasswordChange,
  type PasswordValues,
} from '../../services/accountForms';
import { FormConfirmation } from './FormConfirmation';
import { fieldId, useAccountForm } from './useAccountForm';
import * as styles from './account.css';

const formId = 'password';

/** Password change: current password, then the new one twice. */
export function PasswordForm({ labelledBy }: { labelledBy: string }) {
  const { values, errors, saved, setField, handleSubmit } = useAccountForm<PasswordValues>({
    formId,
    initialValues: emptyPasswordValues,
    fieldOrder: passwordFieldOrder,
    validate: validatePasswordChange,
    // Passwords never stay on screen once saved.
    onSave: () => emptyPasswordValues,
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={handleSubmit}>
      <Field
        label="Mot de passe actuel"
        required
        error={errors.currentPassword}
        controlId={fieldId(formId, 'currentPassword')}
      >
        <TextInput
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setField('currentPassword', event.target.value)}
        />
      </Field>
      <Field
        label="Nouveau mot de passe"
        hint={`Au moins ${PASSWORD_MIN_LENGTH}\u00a0caractères.`}
        required
        error={errors.newPassword}
        controlId={fieldId(formId, 'newPassword')}
      >
        <TextInput
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => setField('newPassword', event.target.value)}
        />
      </Field>
      <Field
        label="Confirmation du nouveau mot de passe"
        required
        error={errors.confirmPassword}
        controlId={fieldId(formId, 'confirmPassword')}
      >
        <TextInput
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => setField('confirmPassword', event.target.value)}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit">Changer le mot de passe</Button>
      </div>
      <FormConfirmation message={saved ? accountFormMessages.passwordChanged : null} />
    </form>
  );
}
