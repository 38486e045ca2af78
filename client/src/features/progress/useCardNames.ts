import { useMemo } from 'react';
import { useAllCards } from '../../api/cards';
import { useSubscription } from '../billing/SubscriptionProvider';
import { cardNames, type CardNames } from './card-label';

/**
 * The card names, once the card list the client already keeps is there (fetched now when it is
 * not); undefined until then and always without access, whose answers carry no card text. Never
 * waited for: labels show the id at once and add the name when it comes.
 */
export function useCardNames(): CardNames | undefined {
  const { access } = useSubscription();
  const { data } = useAllCards(access);
  return useMemo(() => (access && data ? cardNames(data) : undefined), [access, data]);
}
