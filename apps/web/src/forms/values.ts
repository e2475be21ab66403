// The values of the account forms, typed from the contracts' request schemas: a field renamed
// or removed there no longer compiles in the form, its field lists or its payload.

import type { HospitalRegisterInput, ProfileUpdateInput, RegisterInput } from '@naijacare/contracts';
import type { FormValue } from './payload';

/** A request's field names. */
export type FieldOf<Input> = keyof Input & string;

/** The fields of a request as the form's inputs hold them: text, a number, or nothing chosen. */
export type FormValues<Input> = { [K in FieldOf<Input>]?: FormValue };

/** The registration form: the account type is chosen apart from the fields. */
export type RegisterFormValues = FormValues<Omit<RegisterInput, 'user_type'>>;
export type HospitalRegisterFormValues = FormValues<HospitalRegisterInput>;
/** The profile form holds only the fields of the person's own type. */
export type ProfileFormValues = FormValues<ProfileUpdateInput>;
