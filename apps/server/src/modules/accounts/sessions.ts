// Sessions: issuing a session's tokens and ending one session or all of a user's. Every
// sign-in, refresh, password change and admin decision that signs someone out goes through here.

import { randomUUID } from 'node:crypto';
import type { Tokens } from '@naijacare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { type Db, type DbOrTx, inTransaction } from '../../db/client';
import type { UserRow } from './caller';
import { refreshTokens, sessions, users } from './schema';
import { type AccessTokens, hashToken, newRefreshToken } from './tokens';

/** A new refresh token of the session `familyId`, or of a new session when none is given, with an
 * access token bound to that session. */
export async function issueTokens(q: DbOrTx, { config, tokens }: { config: Config; tokens: AccessTokens }, user: UserRow, familyId?: string): Promise<Tokens> {
  if (!familyId) {
    familyId = randomUUID();
    await q.insert(sessions).values({ id: familyId, user_id: user.id });
  }
  const refresh = newRefreshToken();
  await q.insert(refreshTokens).values({
    user_id: user.id,
    family_id: familyId,
    token_hash: hashToken(refresh),
    expires_at: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
  });
  return { access: await tokens.sign({ userId: user.id, epoch: user.session_epoch, sessionId: familyId }), refresh };
}

/** Ends every session of a user. The epoch is bumped first: that update locks the user row, which a
 * concurrent refresh also locks, so no refresh can slip a new token in between. */
/** Whether the person has signed in before the newest of their sessions (registering starts the first):
 * the dashboard greets them "Welcome back" rather than "Welcome". */
export async function signedInBefore(q: DbOrTx, userId: number): Promise<boolean> {
  const rows = await q.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, userId)).limit(2);
  return rows.length > 1;
}

export async function revokeAllSessions(q: DbOrTx, userId: number) {
  const [user] = await q
    .update(users)
    .set({ session_epoch: sql`${users.session_epoch} + 1`, updated_at: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await q
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  await q
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  return user;
}

/** Ends one session: its refresh tokens and the access tokens issued with them. The session row is
 * updated first: that locks it, as a concurrent refresh of the session does, so the refresh either
 * sees it ended or has committed its new token before the tokens are revoked here. */
export async function endSession(db: Db, familyId: string, tx?: DbOrTx) {
  await inTransaction(db, tx, async (tx) => {
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
