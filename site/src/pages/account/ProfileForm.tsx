import { Button, Field, TextInput } from '@company/ui';
import {
  accountFormMessages,
  profileFieldOrder,
  validateProfile,
  type ProfileValues,
} from '../../services/accountForms';
import { useAuthStore, type User } from '../../stores/authStore';
import { FormConfirmation } from './FormConfirmation';
import { fieldId, useAccountForm } from './useAccountForm';
import * as styles from './account.css';

const formId = 'profile';

/** Name and e-mail of the signed-in user; saving updates the header too. */
export function ProfileForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const { values, errors, saved, setField, handleSubmit } = useAccountForm<ProfileValues>({
    formId,
    initialValues: { name: user.name, email: user.email },
    fieldOrder: profileFieldOrder,
    validate: validateProfile,
    onSave: (valid) => {
      updateProfile(valid);
      return { name: valid.name.trim(), email: valid.email.trim() };
    },
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={labelledBy} onSubmit={handleSubmit}>
      <Field label="Nom complet" required error={errors.name} controlId={fieldId(formId, 'name')}>
        <TextInput
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
        />
      </Field>
      <Field label="Adresse e-mail" required error={errors.email} controlId={fieldId(formId, 'email')}>
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit">Enregistrer le profil</Button>
      </div>
      <FormConfirmation message={saved ? accountFormMessages.profileSaved : null} />
    </form>
  );
}
