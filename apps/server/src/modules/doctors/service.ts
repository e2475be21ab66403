// The doctor directory patients search, each doctor's availability and photo,
// and a doctor's own analytics (counted by the appointments module, which owns that table).

import { type DoctorAnalytics, type DoctorListing, isIsoDate, koboToNaira } from '@naijacare/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { FileStore } from '../../storage/files';
import type { Caller } from '../accounts/caller';
import { type DoctorDirectoryFilter, doctorDirectory } from '../accounts/directory-reads';
import { photoUrl } from '../accounts/serialize';
import type { AccountsService } from '../accounts/service';
import type { AppointmentsService } from '../appointments/service';
import type { HospitalsService } from '../hospitals/service';
import type { SchedulesService } from '../schedules/service';
import { replaceDoctorPhoto } from './photos';

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
) {
  const directory = doctorDirectory(db);

  async function listings(filter: DoctorDirectoryFilter): Promise<DoctorListing[]> {
    const rows = await directory(filter);
    const affiliations = await hospitals.hospitalsOfDoctors(rows.map((r) => r.d.id));
    return rows.map(({ d, u }) => ({
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
      bio: d.bio,
      professional_photo: photoUrl(d.professional_photo),
      is_available: d.is_available,
      state: u.state,
    }));
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

  return {
    list: async (filter: DoctorFilter) => listings(await directoryFilter(filter)),

    async get(id: number): Promise<DoctorListing> {
      const [doctor] = await listings({ id });
      if (!doctor) throw notFound('doctor_not_found');
      return doctor;
    },

    /** Doctors with their free slots on a date; `onlyWithSlots` keeps available doctors who have one. */
    async withSlots(filter: DoctorFilter, date: string, onlyWithSlots: boolean): Promise<DoctorListing[]> {
      if (!isIsoDate(date)) throw badRequest('date_invalid', 'date');
      const doctors = await listings(await directoryFilter(onlyWithSlots ? { ...filter, available: true } : filter));
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

    async setPhoto(caller: Caller, id: number, bytes: Buffer | null, tx?: DbOrTx): Promise<{ professional_photo: string | null }> {
      await ownDoctor(caller, id);
      return { professional_photo: photoUrl(await replaceDoctorPhoto(files, accounts, id, bytes, tx)) };
    },

    /** Counts and earnings over the doctor's appointments; the week is Monday–Sunday in Lagos. */
    async analytics(caller: Caller, now = new Date()): Promise<DoctorAnalytics> {
      if (!caller.doctorId) throw forbidden('analytics_doctors_only');
      return appointments.analyticsOfDoctor(caller.doctorId, now);
    },
  };
}

export type DoctorsService = ReturnType<typeof doctorsService>;
