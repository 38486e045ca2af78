import { IconLogout } from '@tabler/icons-react';
import { HeaderButton } from '../../ui/HeaderButton';
import { useSignOut } from './useSignOut';

export function SignOutButton() {
  const { signOut, busy } = useSignOut();
  return <HeaderButton label="Sign Out" icon={<IconLogout size={18} />} onClick={signOut} loading={busy} />;
}
