import type { components } from './schema';

export type Schemas = components['schemas'];
export type Session = Schemas['SessionDto'];
export type User = Schemas['UserDto'];
export type Factor = Schemas['FactorDto'];
export type MfaRequired = Schemas['MfaRequiredDto'];
