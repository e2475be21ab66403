// Signing in and staying signed in: login with its counted failures, token refresh with
// reuse detection, logout, the per-request authentication, and the password change that
// signs other devices out.

import type { AuthResponse, ChangePasswordInput, LoginInput, LogoutInput, RefreshInput, Tokens } from '@naijacare/contracts';
import { checkLogin, checkPasswordChange } from '@naijacare/contracts';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, inTransaction } from '../../db/client';
import { enforce } from '../../http/counters';
import { badRequest, unauthorized } from '../../http/errors';
import type { Actor, UserRow } from './caller';
import { loginRefusal } from './login-refusals';
import { must, profileIdOf, profileRow, sessionOf } from './profile-rows';
import { type hospitalProfiles, refreshTokens, sessions, users } from './schema';
import { toUser } from './serialize';
import type { AccountsDeps } from './service';
import { endSession, issueTokens, revokeAllSessions, signedInBefore } from './sessions';
import { type AccessClaims, hashToken } from './tokens';

export type SignInDeps = Omit<AccountsDeps, 'files'>;

export function signIn(deps: SignInDeps) {
  const { db, config, hasher, tokens, counters } = deps;
  const limits = config.rateLimits;

  /** Sign-in by email when given one (usernames cannot contain @), else by username. */
  async function findByLogin(login: string): Promise<UserRow | undefined> {
    const key = login.toLowerCase();
    const column = key.includes('@') ? users.email : users.username;
    const [row] = await db.select().from(users).where(sql`lower(${column}) = ${key}`).limit(1);
    return row;
  }

  async function signInState(user: UserRow) {
    const state = { user_type: user.user_type, account_status: user.account_status, status_reason: user.status_reason };
    if (user.user_type !== 'hospital') return state;
    const hospital = (await profileRow(db, user)) as typeof hospitalProfiles.$inferSelect | undefined;
    return { ...state, hospital };
  }

  const { password_hash: _, ...actorColumns } = getTableColumns(users);
  const authenticated = db
    .select({ ...actorColumns, profileId: profileIdOf(users) })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.user_id, users.id), isNull(sessions.revoked_at)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('authenticate');

  /** The user of a session whose token was verified earlier (a realtime socket outlives its access
   * token): null once the session has ended, its epoch has moved on or the account may no longer
   * sign in — the same test as every request's. */
  async function authenticateSession(claims: AccessClaims): Promise<Actor | null> {
    const [actor] = await authenticated.execute({ sessionId: claims.sessionId, userId: claims.userId });
    if (!actor || actor.session_epoch !== claims.epoch || actor.account_status !== 'active') return null;
    return actor;
  }

  return {
    async login(input: LoginInput, ip: string): Promise<AuthResponse> {
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
      if (!(await hasher.verify(user?.password_hash, password)) || !user) throw unauthorized('invalid_credentials', 'invalid_credentials_hint');
      // The right password: this attempt was no failure.
      await counters.reset(perAddress);
      await counters.release(perAccount);
      const refusal = loginRefusal(await signInState(user));
      if (refusal) throw refusal;
      await db.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
      const tokens = await issueTokens(db, deps, user);
      return { ...(await sessionOf(db, user)), signed_in_before: await signedInBefore(db, user.id), tokens };
    },

    /** Whether they have signed in before their newest session (GET /api/auth/profile/ says it). */
    signedInBefore: (userId: number) => signedInBefore(db, userId),

    /** Rotates the refresh token: the old one is spent, a new one of the same family is returned. */
    async refresh(input: Partial<RefreshInput>, ip: string): Promise<Tokens> {
      await enforce(counters, `refresh:ip:${ip}`, limits.refreshPerIp, 'token refreshes');
      const token = typeof input.refresh === 'string' ? input.refresh : '';
      if (!token) throw badRequest('refresh_token_required', 'refresh');
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashToken(token)))
        .limit(1);
      const invalid = () => unauthorized('refresh_token_invalid', 'session_ended');
      if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) throw invalid();
      if (row.rotated_at) {
        // A spent token shown again: a concurrent retry inside the grace window is only refused;
        // later it means the token was copied, so the whole family ends.
        if (Date.now() - row.rotated_at.getTime() > config.refreshReuseGraceSeconds * 1000) await endSession(db, row.family_id);
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
        return issueTokens(tx, deps, locked, row.family_id);
      });
    },

    /** Ends the session the refresh token belongs to, and that of the access token the request carries.
     * Unknown tokens are ignored: logout always succeeds. */
    async logout(input: LogoutInput, accessToken?: string | null, tx?: DbOrTx) {
      const claims = accessToken ? await tokens.verify(accessToken) : null;
      if (claims) await endSession(db, claims.sessionId, tx);
      const token = typeof input.refresh_token === 'string' ? input.refresh_token : typeof input.refresh === 'string' ? input.refresh : '';
      if (!token) return;
      const [row] = await (tx ?? db)
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, hashToken(token)))
        .limit(1);
      if (row) await endSession(db, row.family_id, tx);
    },

    /** The user behind an access token, if the token is valid, its session has not ended and the
     * account may still sign in, with the id of their profile: one prepared query. */
    async authenticate(accessToken: string): Promise<Actor | null> {
      const claims = await tokens.verify(accessToken);
      return claims ? authenticateSession(claims) : null;
    },

    authenticateSession,

    /** Ends every session of the user, then starts a new one for the device that asked. */
    async changePassword(actor: Actor, input: ChangePasswordInput, tx?: DbOrTx): Promise<{ message: string; tokens: Tokens }> {
      const { old_password, new_password } = must(checkPasswordChange(input));
      const [{ password_hash }] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, actor.id));
      if (!(await hasher.verify(password_hash, old_password))) throw badRequest('current_password_incorrect', 'old_password');
      const passwordHash = await hasher.hash(new_password);
      return inTransaction(db, tx, async (tx) => {
        await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, actor.id));
        const user = await revokeAllSessions(tx, actor.id);
        await deps.events.publish(tx, 'account.password_changed', { user: toUser(user) });
        return { message: 'Password changed. Other devices have been signed out.', tokens: await issueTokens(tx, deps, user) };
      });
    },
  };
}
