import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useRedeemPromo } from '../../api/billing';
import { ApiRequestError } from '../../api/client';

/** A promo code issued to the player's e-mail: extends the trial or the paid period. */
export function PromoCodeForm() {
  const [code, setCode] = useState('');
  const redeem = useRedeemPromo();
  const apply = () => {
    const promoCode = code.trim();
    if (!promoCode) {
      notifications.show({ color: 'red', message: 'Please enter a promo code' });
      return;
    }
    redeem.mutate(promoCode, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'teal', title: 'Promo Code Applied!', message });
        setTimeout(() => window.location.reload(), 1500);
      },
      onError: (error) =>
        notifications.show(
          error instanceof ApiRequestError && error.status === 400
            ? { color: 'red', title: 'Invalid Promo Code', message: error.message }
            : { color: 'red', message: 'Failed to apply promo code. Please try again.' },
        ),
    });
  };
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput
        label="Promo code"
        placeholder="Enter your code"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && code !== '' && !redeem.isPending) apply();
        }}
        style={{ flex: 1 }}
        maxLength={40}
      />
      <Button
        variant="light"
        onClick={apply}
        // disabled on an empty field; spaces only get 'Please enter a promo code'
        disabled={code === '' || redeem.isPending}
        loading={redeem.isPending}
      >
        Apply
      </Button>
    </Group>
  );
}
