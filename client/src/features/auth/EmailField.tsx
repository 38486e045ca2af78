import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The e-mail field of the auth forms (Sign In, Sign Up, Forgot password): `form.getInputProps('email')`. */
export function EmailField(props: GetInputPropsReturnType) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}
