import { PasswordInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** Validation of the new-password form: both fields, at least 6 characters, matching. */
export function validateNewPassword(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < 6) errors.password = 'Password must be at least 6 characters';
  if (!confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (password && password !== confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/** The form of a new password (reset link, Security page): entered twice, validated above. */
export function useNewPasswordForm(): UseFormReturnType<NewPassword> {
  return useForm<NewPassword>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => validateNewPassword(values.password, values.confirmPassword),
  });
}

/** The two fields of useNewPasswordForm. */
export function NewPasswordFields({ form }: { form: UseFormReturnType<NewPassword> }) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
