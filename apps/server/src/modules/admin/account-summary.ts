// What an admin sees around one account beside its profile: its appointments, its wallet (balance,
// pending and the latest transactions), and its links to hospitals — a doctor's or hospital's
// affiliations, or the hospitals a patient let see their record — and what deactivating it would
// undo, which the admin's confirmation names. Each part is read from the module
// that owns it; nothing here writes, except that reading a wallet first matures the earnings due,
// as every wallet read does.
import { type AdminUserSummary, formatNaira } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import { accessesOfPatient } from '../access/listing';
import { type AppointmentParty, accountAppointments } from '../appointments/account-summary';
import { affiliationsOfParty } from '../hospitals/affiliations/rows';
import { waitingPayoutsOf } from '../payouts/account-deactivated';
import type { WalletService } from '../wallet/service';
import type { AdminService } from './service';

const RECENT_TRANSACTIONS = 5;

export function accountSummary({ db, admin, wallet }: { db: Db; admin: AdminService; wallet: WalletService }) {
  return async function summaryOf(userId: number): Promise<AdminUserSummary> {
    const user = await admin.getUser(userId);
    const profileId = user.profile?.id;
    const party: AppointmentParty | null =
      profileId === undefined
        ? null
        : user.user_type === 'patient'
          ? { patientId: profileId }
          : user.user_type === 'doctor'
            ? { doctorId: profileId }
            : user.user_type === 'hospital'
              ? { hospitalId: profileId }
              : null;
    const appointments = party ? await accountAppointments(db, party) : { total: 0, by_status: {}, recent: [] };
    const balance = await wallet.myWallet(userId);
    const transactions = await wallet.myTransactions(userId, { page: 1, page_size: RECENT_TRANSACTIONS });
    const affiliations =
      party && !('patientId' in party)
        ? await affiliationsOfParty(db, 'doctorId' in party ? { doctorId: party.doctorId } : { hospitalId: party.hospitalId })
        : [];
    const accesses =
      party && 'patientId' in party
        ? (await accessesOfPatient(db, party.patientId)).map((x) => ({
            id: x.id,
            hospital_name: x.hospital_name,
            status: x.status,
            granted_at: x.granted_at,
            revoked_at: x.revoked_at,
          }))
        : [];
    // What a deactivation would cancel (appointments/account-deactivated.ts) and reject (payouts/account-deactivated.ts).
    const payouts = await waitingPayoutsOf(db, userId);
    const on_deactivation = {
      appointments: (appointments.by_status.pending ?? 0) + (appointments.by_status.scheduled ?? 0),
      waiting_payouts: payouts.count,
      waiting_payouts_amount: payouts.amount,
      waiting_payouts_amount_formatted: formatNaira(payouts.amount),
    };
    return { appointments, wallet: balance, recent_transactions: transactions.results, affiliations, accesses, on_deactivation };
  };
}

export type AccountSummary = ReturnType<typeof accountSummary>;
