// Registration: patients get a session at once; doctors and hospitals apply and wait for
// an admin. Creating the user and its profile is one transaction; a concurrent duplicate
// loses on the unique index.

import { type AccountValues, type AuthResponse, checkHospitalRegistration, checkRegistration, type UserType } from '@naijacare/contracts';
import { count, eq, or, sql } from 'drizzle-orm';
import { type DbOrTx, inTransaction } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { enforce } from '../../http/counters';
import { badRequest, conflict } from '../../http/errors';
import type { UserRow } from './caller';
import { removePhoto, savePhoto } from './doctor-photos';
import { currentHolderName } from './money-parties';
import { must, profileColumns, profileTables, sessionOf } from './profile-rows';
import { users } from './schema';
import type { AccountsDeps } from './service';
import { issueTokens } from './sessions';

export type RegistrationDeps = Omit<AccountsDeps, 'events'>;

export function registration(deps: RegistrationDeps) {
  const { db, config, hasher, counters, files } = deps;
  const limits = config.rateLimits;

  async function assertUnique(values: Pick<AccountValues, 'username' | 'email'>, q: DbOrTx) {
    const [taken] = await q
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${values.username.toLowerCase()}`, sql`lower(${users.email}) = ${values.email.toLowerCase()}`))
      .limit(1);
    if (taken?.username.toLowerCase() === values.username.toLowerCase()) throw conflict('username_taken', { field: 'username' });
    if (taken) throw conflict('email_taken', { field: 'email' });
  }

  /** Creates the user and its profile in one transaction; a concurrent duplicate loses on the unique index. */
  async function createAccount(
    values: Omit<AccountValues, 'user_type'> & { user_type: UserType },
    status: UserRow['account_status'],
    extra: { is_superuser?: boolean; verified?: boolean } = {},
    tx?: DbOrTx,
  ): Promise<UserRow> {
    await assertUnique(values, tx ?? db);
    const passwordHash = await hasher.hash(values.password);
    try {
      return await inTransaction(db, tx, async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: values.username,
            email: values.email,
            password_hash: passwordHash,
            first_name: values.first_name,
            last_name: values.last_name,
            phone: values.phone,
            state: values.state ?? null,
            user_type: values.user_type,
            account_status: status,
            is_superuser: extra.is_superuser ?? false,
          })
          .returning();
        if (values.user_type === 'admin') return user;
        const table = profileTables[values.user_type];
        const verification = values.user_type === 'hospital' && extra.verified ? { verification_status: 'verified', verified_at: new Date() } : {};
        await tx.insert(table).values({ user_id: user.id, ...profileColumns(values.user_type, values.profile), ...verification } as never);
        // A doctor or hospital created already active (the demo, a script) is approved by its maker:
        // its name now is the one the payouts' bank-name check holds it to, as an admin's approval records.
        if (status === 'active' && values.user_type !== 'patient') {
          const [approved] = await tx
            .update(users)
            .set({ verified_name: await currentHolderName(tx, user.id) })
            .where(eq(users.id, user.id))
            .returning();
          return approved;
        }
        return user;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint?.includes('username')) throw conflict('username_taken', { field: 'username' });
      if (constraint?.includes('email')) throw conflict('email_taken', { field: 'email' });
      throw err;
    }
  }

  return {
    createAccount,

    async userCount(): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(users);
      return total;
    },

    /** Patients get a session at once; doctors wait for an admin. */
    async register(input: Record<string, unknown>, ip: string, photo?: Buffer): Promise<{ status: 201; body: AuthResponse | Record<string, unknown> }> {
      const values = must(checkRegistration(input));
      if (photo && values.user_type !== 'doctor') throw badRequest('photo_doctors_only', 'professional_photo');
      await enforce(counters, `register:ip:${ip}`, limits.registerPerIp, 'registration attempts');
      if (values.user_type === 'patient') {
        const user = await createAccount(values, 'active');
        return { status: 201, body: { ...(await sessionOf(db, user)), tokens: await issueTokens(db, deps, user) } };
      }
      // A doctor cannot sign in until approved, so the photo may come with the application.
      const photoName = photo ? await savePhoto(files, photo) : undefined;
      const user = await createAccount(photoName ? { ...values, profile: { ...values.profile, professional_photo: photoName } } : values, 'pending').catch(
        async (err) => {
          if (photoName) await removePhoto(files, photoName);
          throw err;
        },
      );
      return {
        status: 201,
        body: {
          ...(await sessionOf(db, user)),
          status: 'pending',
          message:
            'Your application is under review. Verification typically takes 1-3 business days. You cannot log in until your account is approved; we will email you when it is.',
        },
      };
    },

    async registerHospital(input: Record<string, unknown>, ip: string) {
      const values = must(checkHospitalRegistration(input));
      await enforce(counters, `register:ip:${ip}`, limits.registerPerIp, 'registration attempts');
      const user = await createAccount(values, 'pending');
      const session = await sessionOf(db, user);
      return {
        message: 'Hospital registration submitted. You will be notified via email once your hospital is verified.',
        user: session.user,
        hospital: session.profile,
      };
    },

    async demoAccounts(usernames: Record<string, string>) {
      const names = Object.values(usernames).map((n) => n.toLowerCase());
      const rows = await db.select({ username: users.username, user_type: users.user_type }).from(users).where(sql`lower(${users.username}) in ${names}`);
      return rows;
    },
  };
}
