// Password hashing with argon2id (memory-hard). The parameters live in the hash
// string, so raising the cost later still verifies older hashes.

import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, not importable under isolatedModules). */
const ARGON2ID = 2;

export interface HashCost {
  memoryKib: number;
  timeCost: number;
}

export function passwordHasher(cost: HashCost) {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: 1 };
  // Checked when the username does not exist, so a miss costs as long as a wrong password.
  let decoy: Promise<string> | undefined;
  return {
    hash: (password: string) => hash(password, options),
    async verify(stored: string | undefined, password: string): Promise<boolean> {
      if (!stored) {
        decoy ??= hash('decoy-password-never-matches', options);
        await verify(await decoy, password).catch(() => false);
        return false;
      }
      return verify(stored, password).catch(() => false);
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;
