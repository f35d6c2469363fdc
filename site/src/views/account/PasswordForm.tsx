import {
  accountFormMessages,
  emptyPasswordValues,
  PASSWORD_MIN_LENGTH,
  passwordFieldOrder,
  validatePasswordChange,
  type PasswordValues,
} from '../../services/accountForms';
import { useAuthStore } from '../../stores/authStore';
import { AccountForm, AccountTextField } from './AccountForm';
import { useAccountForm } from './useAccountForm';

/**
 * Password change, as a demonstration: the current password is checked against the account's, the
 * new one twice, and nothing is saved, which the panel and the confirmation say.
 */
export function PasswordForm({ labelledBy }: { labelledBy: string }) {
  const checkPassword = useAuthStore((state) => state.checkPassword);
  const form = useAccountForm<PasswordValues>({
    formId: 'password',
    initialValues: emptyPasswordValues,
    fieldOrder: passwordFieldOrder,
    validate: (values) => validatePasswordChange(values, checkPassword),
    // Passwords never stay on screen once saved.
    onSave: () => emptyPasswordValues,
  });

  return (
    <AccountForm
      labelledBy={labelledBy}
      onSubmit={form.handleSubmit}
      submitLabel="Vérifier la saisie"
      confirmation={form.saved ? accountFormMessages.passwordChecked : null}
    >
      <AccountTextField
        form={form}
        field="currentPassword"
        label="Mot de passe actuel"
        type="password"
        name="current-password"
        autoComplete="current-password"
      />
      <AccountTextField
        form={form}
        field="newPassword"
        label="Nouveau mot de passe"
        hint={`Au moins ${PASSWORD_MIN_LENGTH}\u00a0caractères.`}
        type="password"
        name="new-password"
        autoComplete="new-password"
      />
      <AccountTextField
        form={form}
        field="confirmPassword"
        label="Confirmation du nouveau mot de passe"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
      />
    </AccountForm>
  );
}
