// Accounts: registration, sign-in and sessions, profiles, and the admin's
// decisions on accounts. The only code that touches the account tables.

import { randomUUID } from 'node:crypto';
import {
  type AccountValues,
  type AuthResponse,
  type Checked,
  checkHospitalRegistration,
  checkLogin,
  checkPasswordChange,
  checkProfileUpdate,
  checkRegistration,
  nairaToKobo,
  type Session,
  type Tokens,
  type User,
  type UserType,
} from '@naijacare/contracts';
import { and, count, desc, eq, getTableColumns, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { type CounterStore, enforce } from '../../http/counters';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { detectImage } from '../../http/uploads';
import type { FileStore } from '../../storage/files';
import { loginRefusal } from './login-refusals';
import type { PasswordHasher } from './passwords';
import { doctorProfiles, hospitalProfiles, patientProfiles, refreshTokens, sessions, users } from './schema';
import { type ProfileRow, toProfile, toUser } from './serialize';
import { type AccessTokens, hashToken, newRefreshToken } from './tokens';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user row loaded for this request. */
export type Actor = UserRow;

export const PHOTO_FOLDER = 'photos';

/** The caller with the id of their profile, for services that decide who may see what. */
export interface Caller {
  actor: Actor;
  isAdmin: boolean;
  patientId: number | null;
  doctorId: number | null;
  hospitalId: number | null;
}

export type AccountDecision = 'approved' | 'rejected' | 'deactivated' | 'reactivated';

export interface AccountEvents {
  /** Told of decisions a person should hear about, inside the decision's transaction (`tx`), so what
   * they write commits with it; the notifications module listens. */
  onAccountDecision?(user: User, decision: AccountDecision, reason: string | undefined, tx: Tx): Promise<void>;
  onPasswordChanged?(user: User, tx: Tx): Promise<void>;
}

export interface AccountsDeps {
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  counters: CounterStore;
  files: FileStore;
  events?: AccountEvents;
}

const DECISIONS = { approve: 'approved', reject: 'rejected', deactivate: 'deactivated', reactivate: 'reactivated' } as const satisfies Record<
  string,
  AccountDecision
>;

const profileTables = { patient: patientProfiles, doctor: doctorProfiles, hospital: hospitalProfiles } as const;
type ProfileType = keyof typeof profileTables;

const must = <T>(checked: Checked<T>): T => {
  if (!checked.ok) throw badRequest(checked.problem.message, checked.problem.field);
  return checked.value;
};

/** Doctor fee arrives as naira text; the table keeps kobo. */
function profileColumns(userType: UserType, values: Record<string, unknown>): Record<string, unknown> {
  if (userType !== 'doctor' || !('consultation_fee' in values)) return values;
  const { consultation_fee, ...rest } = values;
  return { ...rest, consultation_fee_kobo: consultation_fee === null ? 0 : nairaToKobo(consultation_fee) };
}

export function accountsService(deps: AccountsDeps) {
  const { db, config, hasher, tokens, counters, files } = deps;
  const limits = config.rateLimits;

  /** Sign-in by email when given one (usernames cannot contain @), else by username. */
  async function findByLogin(login: string): Promise<UserRow | undefined> {
    const key = login.toLowerCase();
    const column = key.includes('@') ? users.email : users.username;
    const [row] = await db.select().from(users).where(sql`lower(${column}) = ${key}`).limit(1);
    return row;
  }

  async function profileRow(user: Pick<UserRow, 'id' | 'user_type'>, tx: Db | Tx = db): Promise<ProfileRow | undefined> {
    if (user.user_type === 'admin') return undefined;
    const table = profileTables[user.user_type];
    const [row] = await tx.select().from(table).where(eq(table.user_id, user.id)).limit(1);
    return row;
  }

  async function sessionOf(user: UserRow): Promise<Session> {
    return {
      user: toUser(user),
      user_type: user.user_type,
      is_superuser: user.is_superuser,
      profile: toProfile(user.user_type, await profileRow(user)),
    };
  }

  /** A new refresh token of the session `familyId`, or of a new session when none is given, with an
   * access token bound to that session. */
  async function issueTokens(user: UserRow, familyId?: string, tx: Db | Tx = db): Promise<Tokens> {
    if (!familyId) {
      familyId = randomUUID();
      await tx.insert(sessions).values({ id: familyId, user_id: user.id });
    }
    const refresh = newRefreshToken();
    await tx.insert(refreshTokens).values({
      user_id: user.id,
      family_id: familyId,
      token_hash: hashToken(refresh),
      expires_at: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
    });
    return { access: await tokens.sign({ userId: user.id, epoch: user.session_epoch, sessionId: familyId }), refresh };
  }

  async function assertUnique(values: Pick<AccountValues, 'username' | 'email'>) {
    const [taken] = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(sql`lower(${users.username}) = ${values.username.toLowerCase()}`, sql`lower(${users.email}) = ${values.email.toLowerCase()}`))
      .limit(1);
    if (taken?.username.toLowerCase() === values.username.toLowerCase()) throw conflict('A user with that username already exists.', { field: 'username' });
    if (taken) throw conflict('A user with that email address already exists.', { field: 'email' });
  }

  /** Creates the user and its profile in one transaction; a concurrent duplicate loses on the unique index. */
  async function createAccount(
    values: Omit<AccountValues, 'user_type'> & { user_type: UserType },
    status: UserRow['account_status'],
    extra: { is_superuser?: boolean; verified?: boolean } = {},
  ): Promise<UserRow> {
    await assertUnique(values);
    const passwordHash = await hasher.hash(values.password);
    try {
      return await db.transaction(async (tx) => {
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
        return user;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint?.includes('username')) throw conflict('A user with that username already exists.', { field: 'username' });
      if (constraint?.includes('email')) throw conflict('A user with that email address already exists.', { field: 'email' });
      throw err;
    }
  }

  async function savePhoto(bytes: Buffer): Promise<string> {
    const kind = detectImage(bytes);
    if (!kind) throw badRequest('The professional photo must be a JPEG, PNG, WebP or GIF image', 'professional_photo');
    return files.save(PHOTO_FOLDER, kind.extension, bytes);
  }

  /** Ends every session of a user. The epoch is bumped first: that update locks the user row, which a
   * concurrent refresh also locks, so no refresh can slip a new token in between. */
  async function revokeAllSessions(userId: number, tx: Db | Tx = db) {
    const [user] = await tx
      .update(users)
      .set({ session_epoch: sql`${users.session_epoch} + 1`, updated_at: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await tx
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
    await tx
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    return user;
  }

  /** Ends one session: its refresh tokens and the access tokens issued with them. The session row is
   * updated first: that locks it, as a concurrent refresh of the session does, so the refresh either
   * sees it ended or has committed its new token before the tokens are revoked here. */
  async function endSession(familyId: string) {
    await db.transaction(async (tx) => {
      const at = new Date();
      await tx
        .update(sessions)
        .set({ revoked_at: at })
        .where(and(eq(sessions.id, familyId), isNull(sessions.revoked_at)));
      await tx
        .update(refreshTokens)
        .set({ revoked_at: at })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    });
  }

  async function signInState(user: UserRow) {
    if (user.user_type !== 'hospital') return { user_type: user.user_type, account_status: user.account_status };
    const hospital = (await profileRow(user)) as typeof hospitalProfiles.$inferSelect | undefined;
    return { user_type: user.user_type, account_status: user.account_status, hospital };
  }

  return {
    sessionOf,
    profileRow,

    async callerOf(actor: Actor): Promise<Caller> {
      const profile = await profileRow(actor);
      const id = profile?.id ?? null;
      return {
        actor,
        isAdmin: actor.user_type === 'admin' || actor.is_superuser,
        patientId: actor.user_type === 'patient' ? id : null,
        doctorId: actor.user_type === 'doctor' ? id : null,
        hospitalId: actor.user_type === 'hospital' ? id : null,
      };
    },

    /** For the demo seed: an account created ready to use, bypassing approval. */
    async createReadyAccount(values: Omit<AccountValues, 'user_type'> & { user_type: UserType }, opts: { is_superuser?: boolean } = {}) {
      return createAccount(values, 'active', { ...opts, verified: true });
    },

    /** Replaces (or, with null, removes) a doctor's professional photo; the old file is deleted. */
    async replaceDoctorPhoto(doctorId: number, bytes: Buffer | null): Promise<string | null> {
      const name = bytes ? await savePhoto(bytes) : null;
      const [current] = await db.select().from(doctorProfiles).where(eq(doctorProfiles.id, doctorId)).limit(1);
      if (!current) {
        if (name) await files.remove(PHOTO_FOLDER, name);
        throw notFound('Doctor not found');
      }
      await db.update(doctorProfiles).set({ professional_photo: name, updated_at: new Date() }).where(eq(doctorProfiles.id, doctorId));
      if (current.professional_photo) await files.remove(PHOTO_FOLDER, current.professional_photo);
      return name;
    },

    /** Flips whether the doctor accepts appointments, in one statement so concurrent toggles cannot both read the old value. */
    async toggleDoctorAvailability(doctorId: number): Promise<boolean> {
      const [row] = await db
        .update(doctorProfiles)
        .set({ is_available: sql`not ${doctorProfiles.is_available}`, updated_at: new Date() })
        .where(eq(doctorProfiles.id, doctorId))
        .returning({ is_available: doctorProfiles.is_available });
      if (!row) throw notFound('Doctor not found');
      return row.is_available;
    },

    async userCount(): Promise<number> {
      const [{ total }] = await db.select({ total: count() }).from(users);
      return total;
    },

    /** Patients get a session at once; doctors wait for an admin. */
    async register(input: Record<string, unknown>, ip: string, photo?: Buffer): Promise<{ status: 201; body: AuthResponse | Record<string, unknown> }> {
      const values = must(checkRegistration(input));
      if (photo && values.user_type !== 'doctor') throw badRequest('Only doctors have a professional photo', 'professional_photo');
      await enforce(counters, `register:ip:${ip}`, limits.registerPerIp, 'registration attempts');
      if (values.user_type === 'patient') {
        const user = await createAccount(values, 'active');
        return { status: 201, body: { ...(await sessionOf(user)), tokens: await issueTokens(user) } };
      }
      // A doctor cannot sign in until approved, so the photo may come with the application.
      const photoName = photo ? await savePhoto(photo) : undefined;
      const user = await createAccount(photoName ? { ...values, profile: { ...values.profile, professional_photo: photoName } } : values, 'pending').catch(
        async (err) => {
          if (photoName) await files.remove(PHOTO_FOLDER, photoName);
          throw err;
        },
      );
      return {
        status: 201,
        body: {
          ...(await sessionOf(user)),
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
      const session = await sessionOf(user);
      return {
        message: 'Hospital registration submitted. You will be notified via email once your hospital is verified.',
        user: session.user,
        hospital: session.profile,
      };
    },

    async login(input: Record<string, unknown>, ip: string): Promise<AuthResponse> {
      const { username, password } = must(checkLogin(input));
      await enforce(counters, `login:ip:${ip}`, limits.loginPerIp, 'sign-in attempts');
      const user = await findByLogin(username);
      // Failures are counted per account (by whichever name it was reached) and address, so a guesser
      // locks out only themself, and, with a much larger budget, per account alone (many addresses
      // guessing one account). An unknown name is counted by its text, so it answers like a real one.
      // Every attempt is counted before its password is checked: a burst of parallel guesses cannot
      // all pass a check that reads the counter before any of them has written it.
      const account = user ? `user:${user.id}` : `name:${username.toLowerCase()}`;
      const perAddress = `login:fail:${account}:${ip}`;
      const perAccount = `login:fail:${account}`;
      await enforce(counters, perAddress, limits.loginFailuresPerUserAndIp, 'failed sign-in attempts');
      await enforce(counters, perAccount, limits.loginFailuresPerUser, 'failed sign-in attempts');
      if (!(await hasher.verify(user?.password_hash, password)) || !user)
        throw unauthorized('Invalid username or password', 'Login failed. Please check your credentials.');
      // The right password: this attempt was no failure.
      await counters.reset(perAddress);
      await counters.release(perAccount);
      const refusal = loginRefusal(await signInState(user));
      if (refusal) throw refusal;
      await db.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
      return { ...(await sessionOf(user)), tokens: await issueTokens(user) };
    },

    /** Rotates the refresh token: the old one is spent, a new one of the same family is returned. */
    async refresh(input: Record<string, unknown>, ip: string): Promise<Tokens> {
      await enforce(counters, `refresh:ip:${ip}`, limits.refreshPerIp, 'token refreshes');
      const token = typeof input.refresh === 'string' ? input.refresh : '';
      if (!token) throw badRequest('Refresh token is required', 'refresh');
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashToken(token)))
        .limit(1);
      const invalid = () => unauthorized('Invalid refresh token', 'Your session has ended. Please sign in again.');
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) throw invalid();
      if (row.rotated_at) {
        // A spent token shown again: a concurrent retry inside the grace window is only refused;
        // later it means the token was copied, so the whole family ends.
        if (Date.now() - row.rotated_at.getTime() > config.refreshReuseGraceSeconds * 1000) await endSession(row.family_id);
        throw invalid();
      }
      const [user] = await db.select().from(users).where(eq(users.id, row.user_id)).limit(1);
      if (!user || loginRefusal(await signInState(user))) throw invalid();
      return db.transaction(async (tx) => {
        // Waits for a password change or deactivation in progress, then sees its result.
        const [locked] = await tx.select().from(users).where(eq(users.id, row.user_id)).for('update');
        if (locked.account_status !== 'active') throw invalid();
        // Waits for a logout of this session in progress (see endSession), then sees its result.
        const [session] = await tx.select({ revoked_at: sessions.revoked_at }).from(sessions).where(eq(sessions.id, row.family_id)).for('update');
        if (!session || session.revoked_at) throw invalid();
        const spent = await tx
          .update(refreshTokens)
          .set({ rotated_at: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at), isNull(refreshTokens.revoked_at)))
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) throw invalid(); // rotated or revoked meanwhile
        return issueTokens(locked, row.family_id, tx);
      });
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
    /** Ends the session of the refresh token given, and that of the access token the request carries. */
    async logout(input: Record<string, unknown>, accessToken?: string | null) {
      const claims = accessToken ? await tokens.verify(accessToken) : null;
      if (claims) await endSession(claims.sessionId);
      const token = typeof input.refresh_token === 'string' ? input.refresh_token : typeof input.refresh === 'string' ? input.refresh : '';
      if (!token) return;
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashToken(token)))
        .limit(1);
      if (row) await endSession(row.family_id);
    },

    /** The user behind an access token, if the token is valid, its session has not ended and the
     * account may still sign in. One query: it runs on every request. */
    async authenticate(accessToken: string): Promise<UserRow | null> {
      const claims = await tokens.verify(accessToken);
      if (!claims) return null;
      const [user] = await db
        .select(getTableColumns(users))
        .from(users)
        .innerJoin(sessions, and(eq(sessions.id, claims.sessionId), eq(sessions.user_id, users.id), isNull(sessions.revoked_at)))
        .where(eq(users.id, claims.userId))
        .limit(1);
      if (!user || user.session_epoch !== claims.epoch || user.account_status !== 'active') return null;
      return user;
    },

    async updateProfile(actor: Actor, input: Record<string, unknown>, photo?: Buffer): Promise<Session> {
      const changes = must(checkProfileUpdate(actor.user_type, input));
      if (changes.user.email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${String(changes.user.email).toLowerCase()} and ${users.id} <> ${actor.id}`)
          .limit(1);
        if (taken) throw conflict('A user with that email address already exists.', { field: 'email' });
      }
      let newPhoto: string | undefined;
      if (photo) {
        if (actor.user_type !== 'doctor') throw badRequest('Only doctors have a professional photo', 'professional_photo');
        newPhoto = await savePhoto(photo);
      }
      const userCleared = changes.cleared.filter((f) => f === 'state');
      const profileCleared = changes.cleared.filter((f) => f !== 'state');
      const nulls = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, null]));
      let oldPhoto: string | null = null;
      try {
        await db.transaction(async (tx) => {
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
            const current = (await profileRow(actor, tx)) as typeof doctorProfiles.$inferSelect;
            oldPhoto = current.professional_photo;
            profileSet.professional_photo = newPhoto;
          }
          if (Object.keys(profileSet).length)
            await tx
              .update(table)
              .set({ ...profileSet, updated_at: new Date() } as never)
              .where(eq(table.user_id, actor.id));
        });
      } catch (err) {
        if (newPhoto) await files.remove(PHOTO_FOLDER, newPhoto);
        if (uniqueViolation(err)) throw conflict('A user with that email address already exists.', { field: 'email' });
        throw err;
      }
      if (oldPhoto) await files.remove(PHOTO_FOLDER, oldPhoto);
      const [fresh] = await db.select().from(users).where(eq(users.id, actor.id));
      return sessionOf(fresh);
    },

    /** Ends every session of the user, then starts a new one for the device that asked. */
    async changePassword(actor: Actor, input: Record<string, unknown>): Promise<{ message: string; tokens: Tokens }> {
      const { old_password, new_password } = must(checkPasswordChange(input));
      if (!(await hasher.verify(actor.password_hash, old_password))) throw badRequest('Current password is incorrect', 'old_password');
      const passwordHash = await hasher.hash(new_password);
      return db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, actor.id));
        const user = await revokeAllSessions(actor.id, tx);
        await deps.events?.onPasswordChanged?.(toUser(user), tx);
        return { message: 'Password changed. Other devices have been signed out.', tokens: await issueTokens(user, undefined, tx) };
      });
    },

    async demoAccounts(usernames: Record<string, string>) {
      const names = Object.values(usernames).map((n) => n.toLowerCase());
      const rows = await db.select({ username: users.username, user_type: users.user_type }).from(users).where(sql`lower(${users.username}) in ${names}`);
      return rows;
    },

    // —— admin decisions ——

    async listUsers(filter: { user_type?: UserType; account_status?: UserRow['account_status']; search?: string; page: number; page_size: number }) {
      const where: SQL[] = [];
      if (filter.user_type) where.push(eq(users.user_type, filter.user_type));
      if (filter.account_status) where.push(eq(users.account_status, filter.account_status));
      if (filter.search) {
        const like = containsPattern(filter.search);
        where.push(or(ilike(users.username, like), ilike(users.email, like), ilike(users.first_name, like), ilike(users.last_name, like)) as SQL);
      }
      const cond = where.length ? and(...where) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
      const rows = await db
        .select()
        .from(users)
        .where(cond)
        .orderBy(desc(users.date_joined), desc(users.id))
        .limit(filter.page_size)
        .offset((filter.page - 1) * filter.page_size);
      const results = await Promise.all(rows.map(sessionOf));
      return {
        count: total,
        next: filter.page * filter.page_size < total ? filter.page + 1 : null,
        results: results.map((s) => ({ ...s.user, profile: s.profile })),
      };
    },

    async getUser(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw notFound('User not found');
      const s = await sessionOf(user);
      return { ...s.user, profile: s.profile, status_reason: user.status_reason };
    },

    /** Approves a pending (or previously rejected) doctor or hospital. */
    async approve(id: number) {
      await decide(id, ['pending', 'rejected'], 'approve', async (tx, u) => {
        await tx.update(users).set({ account_status: 'active', status_reason: null, updated_at: new Date() }).where(eq(users.id, u.id));
        if (u.user_type === 'hospital')
          await tx
            .update(hospitalProfiles)
            .set({ verification_status: 'verified', verified_at: new Date(), updated_at: new Date() })
            .where(eq(hospitalProfiles.user_id, u.id));
      });
      return this.getUser(id);
    },

    async reject(id: number, reason: string | undefined) {
      await decide(
        id,
        ['pending'],
        'reject',
        async (tx, u) => {
          await tx
            .update(users)
            .set({ account_status: 'rejected', status_reason: reason ?? null, updated_at: new Date() })
            .where(eq(users.id, u.id));
          if (u.user_type === 'hospital')
            await tx.update(hospitalProfiles).set({ verification_status: 'rejected', updated_at: new Date() }).where(eq(hospitalProfiles.user_id, u.id));
          await revokeAllSessions(u.id, tx);
        },
        reason,
      );
      return this.getUser(id);
    },

    /** Deactivation ends every live session at once; the status before it is kept for reactivation. */
    async deactivate(actor: Actor, id: number, reason: string | undefined) {
      if (actor.id === id) throw conflict('You cannot deactivate your own account.');
      await decide(
        id,
        ['active', 'pending', 'rejected'],
        'deactivate',
        async (tx, u) => {
          await tx
            .update(users)
            .set({
              account_status: 'inactive',
              status_before_deactivation: u.account_status as 'active' | 'pending' | 'rejected',
              status_reason: reason ?? null,
              updated_at: new Date(),
            })
            .where(eq(users.id, u.id));
          await revokeAllSessions(u.id, tx);
        },
        reason,
      );
      return this.getUser(id);
    },

    /** Brings a deactivated account back to where it was: an unapproved doctor or hospital is not made active. */
    async reactivate(id: number) {
      await decide(id, ['inactive'], 'reactivate', async (tx, u) => {
        await tx
          .update(users)
          .set({ account_status: u.status_before_deactivation ?? 'active', status_before_deactivation: null, status_reason: null, updated_at: new Date() })
          .where(eq(users.id, u.id));
      });
      return this.getUser(id);
    },
  };

  /** Moves an account from one of `from` under a row lock, so two admins cannot both act on a stale state;
   * the person hears of it in the same transaction. */
  async function decide(
    id: number,
    from: UserRow['account_status'][],
    action: keyof typeof DECISIONS,
    apply: (tx: Tx, user: UserRow) => Promise<void>,
    reason?: string,
  ): Promise<User> {
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      if (!user) throw notFound('User not found');
      if (action === 'approve' || action === 'reject') {
        if (user.user_type !== 'doctor' && user.user_type !== 'hospital')
          throw conflict(`Only doctor and hospital accounts need approval; this is a ${user.user_type} account.`);
      }
      if (!from.includes(user.account_status))
        throw new AppError(409, `Cannot ${action} an account that is ${user.account_status}.`, { details: { status: user.account_status } });
      await apply(tx, user);
      const [fresh] = await tx.select().from(users).where(eq(users.id, id));
      await deps.events?.onAccountDecision?.(toUser(fresh), DECISIONS[action], reason, tx);
      return toUser(fresh);
    });
  }
}

export type AccountsService = ReturnType<typeof accountsService>;
