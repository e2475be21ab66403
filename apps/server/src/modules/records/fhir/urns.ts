// The bundle is self-contained: every resource gets a fresh UUID as its id, its entry's fullUrl is
// urn:uuid:<that id>, and references point at that fullUrl. Database ids never leave the server in
// an export (they mean nothing to another provider). A reference is only handed out for something
// registered first, so no reference can point outside the bundle.

import { randomUUID } from 'node:crypto';
import type { Reference, Resource } from '@medplum/fhirtypes';

export type Kind = 'patient' | 'practitioner' | 'encounter' | 'record' | 'attachment';

export interface UrnBook {
  /** The resource id for this thing, made on first call. */
  register(kind: Kind, key: number): string;
  /** A reference to something registered, or undefined when it is not in the bundle. */
  ref<T extends Resource = Resource>(kind: Kind, key: number | null | undefined): Reference<T> | undefined;
  /** A fresh id for a resource nothing refers to (an allergy, a medication row). */
  fresh(): string;
}

export const urnOf = (id: string) => `urn:uuid:${id}`;

export function urnBook(newId: () => string = randomUUID): UrnBook {
  const ids = new Map<string, string>();
  return {
    register(kind, key) {
      const name = `${kind}/${key}`;
      let id = ids.get(name);
      if (id === undefined) {
        id = newId();
        ids.set(name, id);
      }
      return id;
    },
    ref(kind, key) {
      if (key === null || key === undefined) return undefined;
      const id = ids.get(`${kind}/${key}`);
      return id === undefined ? undefined : { reference: urnOf(id) };
    },
    fresh: newId,
  };
}

/** A reference that must exist (the patient, registered before anything else). */
export function must<T extends Resource>(ref: Reference<T> | undefined): Reference<T> {
  if (!ref) throw new Error('FHIR export: a required resource was not registered');
  return ref;
}
