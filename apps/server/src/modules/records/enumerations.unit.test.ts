// The tables' enumerations are written beside them for drizzle; they must be the contracts' own.
import { AUDIT_ACTIONS, RECORD_TYPES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS as auditTableActions } from '../audit/schema';
import { RECORD_TYPES as recordTableTypes } from './schema';

describe('record and audit enumerations', () => {
  it('the tables accept exactly what the contracts name', () => {
    expect([...recordTableTypes]).toEqual([...RECORD_TYPES]);
    expect([...auditTableActions]).toEqual([...AUDIT_ACTIONS]);
  });
});
