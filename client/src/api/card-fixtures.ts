import type { Card } from './types';

/** A listed card as the API sends it, for the client's specs. */
export const sampleCard: Card = {
  id: 'black-2S',
  deck: 'black',
  identifier: '2S',
  name: 'One-Rail Kick to the Side Pocket',
  title: 'Kick it in off one rail',
  strength: 'medium',
  aimingPosition: '12 o’clock follow shot',
  description: 'When the pocket is blocked.',
  commonMiss: { miss: 'Short', see: 'The ball stops', fix: 'Hit harder' },
  drill: { success: 'Pocketed', club: 5, strong: 8 },
  imagePath: '/kickshot-diagrams/black/black-2S.svg?v=3f9a1c0b7d2e',
  cardNumber: 2,
  cardSuit: 'spades',
};
