import { IconCreditCard } from '@tabler/icons-react';
import { HeaderButton } from '../../ui/HeaderButton';
import { useSubscription } from './SubscriptionProvider';

export function SubscriptionButton() {
  const { openDialog } = useSubscription();
  return <HeaderButton label="Subscription" icon={<IconCreditCard size={18} />} onClick={openDialog} />;
}
