import { SERVER_MESSAGES } from '@naijacare/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { describeError } from '../lib/errors';
import { notificationText } from '../shell/notificationText';
import { languageOfLocale, localeOfLanguage } from './catalogue';
import { i18n } from './i18n';
import { ha, haServer } from './locales/ha';
import { messageOf } from './messageOf';

// The Hausa catalogue as the app loads it (locale.ts): its words and the server's.
i18n.addResourceBundle('ha', 'translation', { ...ha, ...haServer });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('locale of a preferred language', () => {
  it('maps the four languages with catalogues and reads every other as English', () => {
    expect(['EN', 'HA', 'YO', 'IG', 'FF', null, undefined].map(localeOfLanguage)).toEqual(['en', 'ha', 'yo', 'ig', 'en', 'en', 'en']);
    expect(languageOfLocale('yo')).toBe('YO');
  });
});

describe('messageOf', () => {
  it('shows the English text unchanged when there is no code', async () => {
    await i18n.changeLanguage('ha');
    expect(messageOf({ message: 'Passwords do not match' })).toBe('Passwords do not match');
    expect(messageOf({ error: 'Too many requests' })).toBe('Too many requests');
  });

  it('translates by code, and falls back to the English text for a code the catalogue lacks', async () => {
    await i18n.changeLanguage('ha');
    expect(messageOf({ code: 'rate_limited', error: 'Too many requests' })).toBe('Buƙatu sun yi yawa');
    expect(messageOf({ code: 'never_heard_of', message: 'Something new' })).toBe('Something new');
  });

  it('fills a rule’s values, and keeps the English when the values did not come', async () => {
    await i18n.changeLanguage('ha');
    const english = 'Password must be at least 8 characters long';
    expect(messageOf({ code: 'password_too_short', message: english, params: { min: 8 } })).toBe('Kalmar sirri dole ta kai aƙalla haruffa 8');
    expect(messageOf({ code: 'password_too_short', message: english })).toBe(english);
  });

  it('keeps English as the server wrote it', () => {
    expect(messageOf({ code: 'rate_limited', error: 'Too many requests' })).toBe('Too many requests');
  });
});

describe('a refusal from the server', () => {
  const refusal = new ApiError(401, {
    error: SERVER_MESSAGES.invalid_credentials,
    code: 'invalid_credentials',
    message: SERVER_MESSAGES.invalid_credentials_hint,
    message_code: 'invalid_credentials_hint',
  } as never);

  it('reads in English exactly as sent, title and message', () => {
    expect(describeError(refusal, 'x')).toEqual({ title: 'Invalid username or password', message: 'Login failed. Please check your credentials.' });
  });

  it('reads in Hausa by its codes, the message by its own', async () => {
    await i18n.changeLanguage('ha');
    expect(describeError(refusal, 'x')).toEqual({
      title: 'Sunan mai amfani ko kalmar sirri ba daidai ba ne',
      message: 'Shiga bai yi nasara ba. Da fatan a duba bayananka.',
    });
  });
});

describe('notificationText', () => {
  const approved = {
    title: 'Appointment approved',
    message: 'Dr. Okafor approved your video appointment on Mon 23 Nov 2026, 09:00.',
    code: 'appointment_approved',
    params: { doctor: 'Dr. Okafor', type: 'video', when: 'Mon 23 Nov 2026, 09:00' },
  };

  it('fills the catalogue words with the notification parameters', async () => {
    await i18n.changeLanguage('ha');
    expect(notificationText(approved)).toEqual({
      title: 'An amince da alƙawari',
      message: 'Dr. Okafor ya amince da alƙawarinka na video a Mon 23 Nov 2026, 09:00.',
    });
  });

  it('shows the server English without a code or a catalogue entry', async () => {
    await i18n.changeLanguage('ha');
    expect(notificationText({ title: 'Hello', message: 'World' })).toEqual({ title: 'Hello', message: 'World' });
    expect(notificationText({ ...approved, code: 'unknown' })).toEqual({ title: 'Appointment approved', message: approved.message });
  });

  it('is the server English in English', () => {
    expect(notificationText(approved)).toEqual({ title: 'Appointment approved', message: approved.message });
  });
});

describe('values written by people', () => {
  it('are shown as written, even when they look like places or nesting', async () => {
    await i18n.changeLanguage('ha');
    const doctor = 'Dr. {{when}} $t(common.loading) <b>';
    expect(
      notificationText({ title: 'Appointment approved', message: 'x', code: 'appointment_approved', params: { doctor, type: 'video', when: '{{doctor}}' } }),
    ).toEqual({ title: 'An amince da alƙawari', message: 'Dr. {{when}} $t(common.loading) <b> ya amince da alƙawarinka na video a {{doctor}}.' });
  });
});

describe('review fixes', () => {
  it('a pending hospital’s sign-in refusal reads in Hausa by its codes', async () => {
    const { loginErrorView } = await import('../features/auth/loginError');
    const refusal = new ApiError(403, {
      error: SERVER_MESSAGES.account_pending,
      code: 'account_pending',
      message: SERVER_MESSAGES.account_pending_hospital_hint,
      message_code: 'account_pending_hospital_hint',
      status: 'pending',
      hospital_name: 'Lagos Island General',
    } as never);
    expect(loginErrorView(refusal).title).toBe('Account Pending Approval');
    await i18n.changeLanguage('ha');
    expect(loginErrorView(refusal)).toEqual({
      title: 'Asusun yana jiran amincewa',
      message: 'Ana duba rajistar asibitinka. Za a sanar da kai ta imel idan an amince.',
      hospitalName: 'Lagos Island General',
    });
  });

  it('a translated cancellation keeps its reason', async () => {
    await i18n.changeLanguage('ha');
    const cancelled = {
      title: 'Appointment cancelled',
      message: 'Dr. Okafor cancelled the appointment on Mon 23 Nov 2026, 10:00. Reason: Clinic closed',
      code: 'appointment_cancelled',
      params: { by: 'Dr. Okafor', when: 'Mon 23 Nov 2026, 10:00', reason: 'Clinic closed' },
    };
    expect(notificationText(cancelled).message).toBe('Dr. Okafor ya soke alƙawarin Mon 23 Nov 2026, 10:00. Dalili: Clinic closed');
  });

  it('dates in a language the browser has no data for fall to the app’s English format, never US English', async () => {
    const { intlLocale } = await import('./intl');
    for (const locale of ['ha', 'yo', 'ig'] as const) {
      const resolved = new Intl.DateTimeFormat(intlLocale(locale) ?? undefined).resolvedOptions().locale;
      expect(resolved, locale).toMatch(new RegExp(`^(${locale}|en-GB)`));
    }
  });
});
