import type { components } from './schema';

export type Schemas = components['schemas'];
export type Session = Schemas['SessionDto'];
export type User = Schemas['UserDto'];
export type Factor = Schemas['FactorDto'];
export type MfaRequired = Schemas['MfaRequiredDto'];
export type Card = Schemas['CardDto'];
export type Deck = Schemas['DeckDto'];
export type InfoImage = Schemas['InfoImageDto'];
export type DeckColor = Schemas['DeckColor'];
export type SubscriptionStatus = Schemas['SubscriptionStatusDto'];
