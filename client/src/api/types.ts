import type { components, operations } from './schema';

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
export type SiteInfo = Schemas['SiteInfoDto'];
export type Plan = Schemas['PlanDto'];
export type ProgressEntry = Schemas['ProgressEntryDto'];
export type AttemptResult = Schemas['AttemptResultDto'];

/** The JSON body an operation takes (the operation is named after the server method). */
export type RequestBody<Operation extends keyof operations> =
  NonNullable<operations[Operation]['requestBody']> extends { content: { 'application/json': infer Body } }
    ? Body
    : never;
