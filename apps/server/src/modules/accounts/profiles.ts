// A person's own profile: the session shape, editing user and profile fields (with a
// doctor's photo), and the doctor-profile writes the doctors module asks for.

import { checkProfileUpdate, type Session } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, type DbOrTx, inTransaction } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { CounterStore } from '../../http/counters';
import { badRequest, conflict, notFound } from '../../http/errors';
import { profileImageLimit } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import type { Actor, Caller, UserRow } from './caller';
import { removePhoto, savePhoto } from './doctor-photos';
import { callerOf, must, type ProfileType, preparedProfileRows, profileColumns, profileRow, profileTables, sessionFrom, sessionOf } from './profile-rows';
import { doctorProfiles, users } from './schema';

export function profiles({ db, files, counters, config }: { db: Db; files: FileStore; counters: CounterStore; config: Pick<Config, 'rateLimits'> }) {
  const preparedProfileRow = preparedProfileRows(db);
  const countImage = profileImageLimit(counters, config.rateLimits.profileImagesPerUser);
  return {
    /** Inside a caller's transaction when given one; else by a prepared query (every profile view). */
    sessionOf: async (user: Omit<UserRow, 'password_hash'>, q?: DbOrTx): Promise<Session> =>
      q ? sessionOf(q, user) : sessionFrom(user, await preparedProfileRow(user)),
    profileRow: (user: Pick<UserRow, 'id' | 'user_type'>, q: DbOrTx = db) => profileRow(q, user),
    callerOf: (actor: Actor, q: DbOrTx = db): Promise<Caller> => callerOf(q, actor),

    async updateProfile(actor: Actor, input: Record<string, unknown>, photo?: Buffer, tx?: DbOrTx): Promise<Session> {
      const changes = must(checkProfileUpdate(actor.user_type, input));
      const q = tx ?? db;
      if (changes.user.email) {
        const [taken] = await q
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${String(changes.user.email).toLowerCase()} and ${users.id} <> ${actor.id}`)
          .limit(1);
        if (taken) throw conflict('email_taken', { field: 'email' });
      }
      // The licence an admin checked at approval is what prescriptions carry: a doctor cannot change it.
      if (actor.user_type === 'doctor' && changes.profile.license_number !== undefined) {
        const [current] = await q.select({ license: doctorProfiles.license_number }).from(doctorProfiles).where(eq(doctorProfiles.user_id, actor.id));
        if (current && current.license !== changes.profile.license_number) throw badRequest('license_number_locked', 'license_number');
      }
      let newPhoto: string | undefined;
      if (photo) {
        if (actor.user_type !== 'doctor') throw badRequest('photo_doctors_only', 'professional_photo');
        await countImage(actor.id);
        newPhoto = await savePhoto(files, photo);
      }
      const userCleared = changes.cleared.filter((f) => f === 'state');
      const profileCleared = changes.cleared.filter((f) => f !== 'state');
      const nulls = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, null]));
      let oldPhoto: string | null = null;
      try {
        await inTransaction(db, tx, async (tx) => {
          const userSet = { ...changes.user, ...nulls(userCleared) };
          if (Object.keys(userSet).length)
            await tx
              .update(users)
              .set({ ...userSet, updated_at: new Date() })
              .where(eq(users.id, actor.id));
          if (actor.user_type === 'admin') return;
          const table = profileTables[actor.user_type as ProfileType];
          const profileSet: Record<string, unknown> = profileColumns(actor.user_type, { ...changes.profile, ...nulls(profileCleared) });
          if (newPhoto) {
            // Locked until this commits, so a replacement at the same time waits and then replaces this one.
            const [current] = await tx
              .select({ photo: doctorProfiles.professional_photo })
              .from(doctorProfiles)
              .where(eq(doctorProfiles.user_id, actor.id))
              .for('update');
            oldPhoto = current?.photo ?? null;
            profileSet.professional_photo = newPhoto;
          }
          if (Object.keys(profileSet).length)
            await tx
              .update(table)
              .set({ ...profileSet, updated_at: new Date() } as never)
              .where(eq(table.user_id, actor.id));
        });
      } catch (err) {
        if (newPhoto) await removePhoto(files, newPhoto);
        if (uniqueViolation(err)) throw conflict('email_taken', { field: 'email' });
        throw err;
      }
      if (oldPhoto) await removePhoto(files, oldPhoto);
      const [fresh] = await q.select().from(users).where(eq(users.id, actor.id));
      return sessionOf(q, fresh);
    },

    /**
     * Puts a new photo file name (or none) on a doctor's profile and answers the one it replaced
     * (undefined when there is no such doctor). The row is locked while it is read and written, so
     * of two replacements at once the second waits and replaces the first's file, never the same
     * old one: each name a replacement answers is referenced by no one once it commits.
     */
    async swapDoctorPhoto(doctorId: number, name: string | null, tx?: DbOrTx): Promise<{ previous: string | null } | undefined> {
      return inTransaction(db, tx, async (t) => {
        const [current] = await t
          .select({ photo: doctorProfiles.professional_photo })
          .from(doctorProfiles)
          .where(eq(doctorProfiles.id, doctorId))
          .for('update')
          .limit(1);
        if (!current) return undefined;
        await t.update(doctorProfiles).set({ professional_photo: name, updated_at: new Date() }).where(eq(doctorProfiles.id, doctorId));
        return { previous: current.photo };
      });
    },

    /** Flips whether the doctor accepts appointments, in one statement so concurrent toggles cannot both read the old value. */
    async toggleDoctorAvailability(doctorId: number, q: DbOrTx = db): Promise<boolean> {
      const [row] = await q
        .update(doctorProfiles)
        .set({ is_available: sql`not ${doctorProfiles.is_available}`, updated_at: new Date() })
        .where(eq(doctorProfiles.id, doctorId))
        .returning({ is_available: doctorProfiles.is_available });
      if (!row) throw notFound('doctor_not_found');
      return row.is_available;
    },
  };
}
