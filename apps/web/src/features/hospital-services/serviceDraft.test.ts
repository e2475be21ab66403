import { describe, expect, it } from 'vitest';
import { checkService, emptyDraft } from './serviceDraft';

describe('the service form', () => {
  it('turns naira into kobo and no price into null', () => {
    expect(checkService({ ...emptyDraft(), name: ' X-ray ', price: '12500.50' })).toEqual({
      ok: true,
      input: { name: 'X-ray', category: 'consultation', description: '', price: 1_250_050, is_active: true },
    });
    expect(checkService({ ...emptyDraft(), name: 'X-ray' })).toMatchObject({ ok: true, input: { price: null } });
  });

  it('refuses a missing name and a price that is not naira', () => {
    expect(checkService(emptyDraft())).toMatchObject({ ok: false, errors: { name: expect.any(String) } });
    expect(checkService({ ...emptyDraft(), name: 'X-ray', price: '12,5.3.1' })).toMatchObject({ ok: false, errors: { price: expect.any(String) } });
  });
});
