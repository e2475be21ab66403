import { describe, expect, it } from 'vitest';
import { checkDraft, type ProfileDraft } from './profileDraft';

const draft: ProfileDraft = {
  hospital_name: 'Lagos Island General',
  registration_number: '',
  facility_type: 'secondary',
  bed_count: '120',
  address: '',
  state: 'LA',
  phone: '+234-801-555-0101',
  email: 'Info@Example.ng',
  website: '',
  description: '',
};

describe('the hospital profile form', () => {
  it('sends the schema’s values: numbers as numbers, emptied fields as null', () => {
    const checked = checkDraft(draft);
    expect(checked).toEqual({
      ok: true,
      changes: expect.objectContaining({ bed_count: 120, email: 'info@example.ng', website: null, registration_number: null }),
    });
  });

  it('names each field’s first problem', () => {
    const checked = checkDraft({ ...draft, hospital_name: ' ', bed_count: 'many', website: 'example.ng' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['bed_count', 'hospital_name', 'website']);
  });
});
