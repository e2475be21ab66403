// The health facts a patient keeps on their own record, in sections edited one at a time on My Health.
// Each section's fields go through the same profile update the profile page sends, so the same
// contracts check (emergency contact required, phone formats) gives the same messages.

import type { ProfileUpdateInput } from '@naijacare/contracts';
import type { FieldOf } from '../../forms/values';

export type HealthFactSection = 'bloodType' | 'allergies' | 'conditions' | 'medications' | 'emergencyContact' | 'nextOfKin';

export const HEALTH_FACT_SECTIONS: ReadonlyArray<{ id: HealthFactSection; fields: readonly FieldOf<ProfileUpdateInput>[] }> = [
  { id: 'bloodType', fields: ['blood_type'] },
  { id: 'allergies', fields: ['allergies'] },
  { id: 'conditions', fields: ['medical_conditions'] },
  { id: 'medications', fields: ['current_medications'] },
  { id: 'emergencyContact', fields: ['emergency_contact'] },
  { id: 'nextOfKin', fields: ['next_of_kin_name', 'next_of_kin_relationship', 'next_of_kin_phone'] },
];
