import {
  accountFormMessages,
  profileFieldOrder,
  validateProfile,
  type ProfileValues,
} from '../../services/accountForms';
import { useAuthStore, type User } from '../../stores/authStore';
import { AccountForm, AccountTextField } from './AccountForm';
import { useAccountForm } from './useAccountForm';

/** Name and e-mail of the signed-in user; saving updates the header too. */
export function ProfileForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const form = useAccountForm<ProfileValues>({
    formId: 'profile',
    initialValues: { name: user.name, email: user.email },
    fieldOrder: profileFieldOrder,
    validate: validateProfile,
    onSave: (valid) => {
      updateProfile(valid);
      return { name: valid.name.trim(), email: valid.email.trim() };
    },
  });

  return (
    <AccountForm
      labelledBy={labelledBy}
      onSubmit={form.handleSubmit}
      submitLabel="Enregistrer le profil"
      confirmation={form.saved ? accountFormMessages.profileSaved : null}
    >
      <AccountTextField form={form} field="name" label="Nom complet" name="name" autoComplete="name" />
      <AccountTextField
        form={form}
        field="email"
        label="Adresse e-mail"
        type="email"
        name="email"
        autoComplete="email"
      />
    </AccountForm>
  );
}
