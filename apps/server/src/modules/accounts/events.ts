// What the accounts and admin modules tell listeners (the notifications module) about a
// person's account, inside the transaction of the change so both commit or neither.

import type { User } from '@naijacare/contracts';
import type { Tx } from '../../db/client';

export type AccountDecision = 'approved' | 'rejected' | 'deactivated' | 'reactivated';

export interface AccountEvents {
  /** Told of decisions a person should hear about, inside the decision's transaction (`tx`), so what
   * they write commits with it; the notifications module listens. */
  onAccountDecision?(user: User, decision: AccountDecision, reason: string | undefined, tx: Tx): Promise<void>;
  onPasswordChanged?(user: User, tx: Tx): Promise<void>;
}
