import { notifications } from '@mantine/notifications';
import { useAddFavourite, useRemoveFavourite } from '../../api/favourites';

/** Save a card, with the spec's toasts (also for a card already saved). */
export function useSaveFavourite() {
  return useAddFavourite({
    onSuccess: ({ created }) =>
      notifications.show(
        created
          ? { message: 'Card added to favourites', color: 'teal' }
          : { message: 'This card is already in your favourites.' },
      ),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}

/** Remove a saved card, with the spec's toasts. */
export function useUnsaveFavourite() {
  return useRemoveFavourite({
    onSuccess: () => notifications.show({ message: 'Card removed from favourites' }),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}
