// The patient as FHIR: the Patient resource from the account and profile, and the health facts
// the patient wrote on their profile, each where FHIR keeps it:
// - blood type → Observation, LOINC 882-1 "ABO and Rh group", the value as text (A+, O-…), the
//   patient as performer (it is what they told us, not a laboratory's result); "Unknown" (UK) is
//   no observation at all;
// - allergies → one AllergyIntolerance whose code.text is what the patient wrote (it is free text,
//   so it is not split into guessed substances);
// - medical conditions → one Condition, category problem-list-item, asserted by the patient;
// - current medications → one MedicationStatement, status active, the patient as source.
// Facts the patient wrote are marked as such so the receiver does not take them for a doctor's.
// Insurance is left out: it needs Coverage and payer organisations this export does not model.

import type { AllergyIntolerance, Condition, ContactPoint, MedicationStatement, Observation, Patient, PatientContact, Resource } from '@medplum/fhirtypes';
import { LANGUAGES, labelOf, STATES } from '@naijacare/contracts';
import type { PatientWithAccount } from '../../accounts/patient-record-reads';
import { must, type UrnBook } from './urns';

/** The profile's gender codes (M/F/O/P) as FHIR administrative gender; "prefer not to say" is unknown. */
export const FHIR_GENDER: Record<string, Patient['gender']> = { M: 'male', F: 'female', O: 'other', P: 'unknown' };

/** The app's language codes as BCP-47 (ISO 639) language tags. */
export const BCP47_LANGUAGE: Record<string, string> = {
  EN: 'en',
  HA: 'ha',
  IG: 'ig',
  YO: 'yo',
  FF: 'ff',
  KA: 'kr',
  TI: 'tiv',
  UR: 'urh',
  IJ: 'ijo',
  EB: 'igb',
  NU: 'nup',
};

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';
const V2_RELATIONSHIP = 'http://terminology.hl7.org/CodeSystem/v2-0131';

function contacts(p: PatientWithAccount['profile']): PatientContact[] {
  const out: PatientContact[] = [];
  if (present(p.next_of_kin_name)) {
    out.push({
      relationship: [
        {
          coding: [{ system: V2_RELATIONSHIP, code: 'N', display: 'Next-of-Kin' }],
          ...(present(p.next_of_kin_relationship) ? { text: p.next_of_kin_relationship } : {}),
        },
      ],
      name: { text: p.next_of_kin_name },
      ...(present(p.next_of_kin_phone) ? { telecom: [{ system: 'phone', value: p.next_of_kin_phone }] } : {}),
    });
  }
  // Written as one line (a name and a number together), so it is kept as the contact's name text.
  if (present(p.emergency_contact)) {
    out.push({ relationship: [{ coding: [{ system: V2_RELATIONSHIP, code: 'C', display: 'Emergency Contact' }] }], name: { text: p.emergency_contact } });
  }
  return out;
}

export function patientResource(row: PatientWithAccount, book: UrnBook): Patient {
  const p = row.profile;
  const telecom: ContactPoint[] = [];
  if (present(row.phone)) telecom.push({ system: 'phone', value: row.phone });
  if (present(row.email)) telecom.push({ system: 'email', value: row.email });
  const language = BCP47_LANGUAGE[p.preferred_language];
  const hasAddress = present(p.address) || present(row.state);
  const people = contacts(p);
  return {
    resourceType: 'Patient',
    id: book.register('patient', p.id),
    ...(present(p.nin) ? { identifier: [{ type: { text: 'National Identification Number (NIN)' }, value: p.nin }] } : {}),
    name: [{ use: 'official', family: row.last_name, given: [row.first_name], text: `${row.first_name} ${row.last_name}` }],
    ...(telecom.length ? { telecom } : {}),
    ...(p.gender && FHIR_GENDER[p.gender] ? { gender: FHIR_GENDER[p.gender] } : {}),
    ...(p.date_of_birth ? { birthDate: p.date_of_birth } : {}),
    ...(hasAddress
      ? {
          address: [
            {
              ...(present(p.address) ? { text: p.address } : {}),
              ...(present(row.state) ? { state: labelOf(STATES, row.state) } : {}),
              country: 'NG',
            },
          ],
        }
      : {}),
    ...(people.length ? { contact: people } : {}),
    ...(language
      ? {
          communication: [
            { language: { coding: [{ system: 'urn:ietf:bcp:47', code: language }], text: labelOf(LANGUAGES, p.preferred_language) }, preferred: true },
          ],
        }
      : {}),
  };
}

/** The health facts of the profile (see the top of this file), each only when written. */
export function profileFacts(row: PatientWithAccount, book: UrnBook): Resource[] {
  const p = row.profile;
  const patient = must<Patient>(book.ref('patient', p.id));
  const asserted = p.updated_at.toISOString();
  const out: Resource[] = [];
  if (present(p.blood_type) && p.blood_type !== 'UK') {
    out.push({
      resourceType: 'Observation',
      id: book.fresh(),
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '882-1', display: 'ABO and Rh group [Type] in Blood' }], text: 'Blood type' },
      subject: patient,
      performer: [patient],
      valueCodeableConcept: { text: p.blood_type },
    } satisfies Observation);
  }
  if (present(p.allergies)) {
    out.push({
      resourceType: 'AllergyIntolerance',
      id: book.fresh(),
      patient,
      asserter: patient,
      recordedDate: asserted,
      code: { text: p.allergies },
    } satisfies AllergyIntolerance);
  }
  if (present(p.medical_conditions)) {
    out.push({
      resourceType: 'Condition',
      id: book.fresh(),
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item' }] }],
      code: { text: p.medical_conditions },
      subject: patient,
      asserter: patient,
      recordedDate: asserted,
    } satisfies Condition);
  }
  if (present(p.current_medications)) {
    out.push({
      resourceType: 'MedicationStatement',
      id: book.fresh(),
      status: 'active',
      medicationCodeableConcept: { text: p.current_medications },
      subject: patient,
      informationSource: patient,
      dateAsserted: asserted,
    } satisfies MedicationStatement);
  }
  return out;
}
