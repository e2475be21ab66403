// Which language the app starts in and follows: a patient's preferred_language once signed in
// (and whenever their profile changes it), else the last choice made on this device.

import { patientProfileOf } from '../auth/profiles';
import { sessionStore } from '../auth/sessionStore';
import { localeOfLanguage } from './catalogue';
import { rememberedLocale, setLocale } from './locale';

let followed: string | null = null;

function followPatientLanguage(): void {
  const session = sessionStore.get();
  const language = session ? (patientProfileOf(session)?.preferred_language ?? null) : null;
  // Only a change counts: every token refresh and profile read stores the session again.
  if (language === followed) return;
  const wasFollowing = followed !== null;
  followed = language;
  // The patient's language holds for their session only: the device keeps its own choice, which
  // the sign-in page shows again after they sign out.
  if (language) void setLocale(localeOfLanguage(language), { persist: false });
  else if (wasFollowing) void setLocale(rememberedLocale(), { persist: false });
}

/** Called once at start-up (main.tsx). */
export function startLocale(): void {
  const remembered = rememberedLocale();
  if (remembered !== 'en') void setLocale(remembered, { persist: false });
  sessionStore.subscribe(followPatientLanguage);
  followPatientLanguage();
}
