// The doctor directory patients search, each doctor's availability and photo,
// and a doctor's own analytics (counted by the appointments module, which owns that table).

import { type AvailableSlots, DAYS_OF_WEEK, type DoctorAnalytics, type DoctorListing, isIsoDate, koboToNaira, weekdayOf } from '@naijacare/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { ProfileImageLimit } from '../../http/public-images';
import type { FileStore } from '../../storage/files';
import type { Caller } from '../accounts/caller';
import { type DoctorDirectoryFilter, doctorDirectory } from '../accounts/directory-reads';
import { replaceDoctorPhoto } from '../accounts/doctor-photos';
import { photoUrl } from '../accounts/serialize';
import type { AccountsService } from '../accounts/service';
import type { AppointmentsService } from '../appointments/service';
import type { HospitalsService } from '../hospitals/service';
import { hiddenIds } from '../reports/hidden';
import { ratingsOf } from '../reviews/rows';
import type { SchedulesService } from '../schedules/service';

export interface DoctorFilter {
  search?: string;
  specialization?: string;
  state?: string;
  available?: boolean;
  hospital?: number;
}

export function doctorsService(
  db: Db,
  accounts: AccountsService,
  hospitals: HospitalsService,
  schedules: SchedulesService,
  appointments: Pick<AppointmentsService, 'analyticsOfDoctor'>,
  files: FileStore,
  countImage: ProfileImageLimit,
) {
  const directory = doctorDirectory(db);

  /** The directory's doctors with their ratings. A bio and photo a moderator hid read as null, except
   * to the doctor themself and admins, who see them marked (profile_hidden). */
  async function listings(filter: DoctorDirectoryFilter, viewer?: Caller): Promise<DoctorListing[]> {
    const rows = await directory(filter);
    const ids = rows.map((r) => r.d.id);
    const [affiliations, ratings, hidden] = await Promise.all([hospitals.hospitalsOfDoctors(ids), ratingsOf(db, ids), hiddenIds(db, 'doctor_profile', ids)]);
    return rows.map(({ d, u }) => {
      const isHidden = hidden.has(d.id);
      const sees = !isHidden || viewer?.isAdmin === true || viewer?.doctorId === d.id;
      return {
        id: d.id,
        user_id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
        full_name: `Dr. ${u.first_name} ${u.last_name}`,
        specialization: d.specialization,
        years_of_experience: d.years_of_experience,
        hospital_affiliation: d.hospital_affiliation,
        hospitals: affiliations.get(d.id) ?? [],
        consultation_fee: koboToNaira(d.consultation_fee_kobo),
        bio: sees ? d.bio : null,
        professional_photo: sees ? photoUrl(d.professional_photo) : null,
        is_available: d.is_available,
        state: u.state,
        rating: ratings.get(d.id) ?? { average: null, count: 0 },
        ...(isHidden && sees ? { profile_hidden: true } : {}),
      };
    });
  }

  /** The directory's filter, with a hospital named turned into its affiliated doctors. */
  async function directoryFilter({ hospital, ...filter }: DoctorFilter): Promise<DoctorDirectoryFilter> {
    return hospital ? { ...filter, ids: await hospitals.affiliatedDoctorIds(hospital) } : filter;
  }

  async function ownDoctor(caller: Caller, id: number) {
    if (caller.doctorId !== id) {
      const [exists] = await listings({ id });
      if (!exists) throw notFound('doctor_not_found');
      throw forbidden('profile_not_own');
    }
  }

  async function get(id: number, viewer?: Caller): Promise<DoctorListing> {
    const [doctor] = await listings({ id }, viewer);
    if (!doctor) throw notFound('doctor_not_found');
    return doctor;
  }

  return {
    list: async (filter: DoctorFilter, viewer?: Caller) => listings(await directoryFilter(filter), viewer),
    get,

    /** One doctor's free slots on a date, none while they are not accepting appointments; 404 for no such doctor. */
    async slotsOn(doctorId: number, date: string): Promise<AvailableSlots> {
      const doctor = await get(doctorId);
      const found = (await schedules.freeSlotsOf([doctorId], date)).get(doctorId);
      return {
        doctor_id: doctorId,
        date,
        day_name: DAYS_OF_WEEK[weekdayOf(date)],
        works_on_date: found?.works ?? false,
        is_available: doctor.is_available,
        slots: doctor.is_available ? (found?.slots ?? []) : [],
      };
    },

    /** Doctors with their free slots on a date; `onlyWithSlots` keeps available doctors who have one. */
    async withSlots(filter: DoctorFilter, date: string, onlyWithSlots: boolean, viewer?: Caller): Promise<DoctorListing[]> {
      if (!isIsoDate(date)) throw badRequest('date_invalid', 'date');
      const doctors = await listings(await directoryFilter(onlyWithSlots ? { ...filter, available: true } : filter), viewer);
      const slots = await schedules.freeSlotsOf(
        doctors.map((d) => d.id),
        date,
      );
      const out = doctors.map((d) => {
        const s = slots.get(d.id);
        return { ...d, works_on_date: s?.works ?? false, available_slots: d.is_available ? (s?.slots ?? []) : [] };
      });
      return onlyWithSlots ? out.filter((d) => d.available_slots.length > 0) : out;
    },

    async toggleAvailability(caller: Caller, id: number, tx?: DbOrTx): Promise<{ id: number; is_available: boolean }> {
      await ownDoctor(caller, id);
      return { id, is_available: await accounts.toggleDoctorAvailability(id, tx) };
    },

    /** Its own transaction: the replaced file is removed once the new name has committed. */
    async setPhoto(caller: Caller, id: number, bytes: Buffer | null): Promise<{ professional_photo: string | null }> {
      await ownDoctor(caller, id);
      if (bytes) await countImage(caller.actor.id);
      return { professional_photo: photoUrl(await replaceDoctorPhoto(files, accounts, id, bytes)) };
    },

    /** Counts and earnings over the doctor's appointments; the week is Monday–Sunday in Lagos. */
    async analytics(caller: Caller, now = new Date()): Promise<DoctorAnalytics> {
      if (!caller.doctorId) throw forbidden('analytics_doctors_only');
      return appointments.analyticsOfDoctor(caller.doctorId, now);
    },
  };
}

export type DoctorsService = ReturnType<typeof doctorsService>;
