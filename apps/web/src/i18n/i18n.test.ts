import { afterEach, describe, expect, it } from 'vitest';
import { notificationText } from '../shell/notificationText';
import { languageOfLocale, localeOfLanguage } from './catalogue';
import { i18n } from './i18n';
import { messageOf } from './messageOf';

// A small Hausa bundle stands in for a catalogue with the codes the server will send.
i18n.addResourceBundle('ha', 'translation', {
  errors: { too_many_requests: 'Buƙatu sun yi yawa' },
  notifications: { appointment_approved: { title: 'An amince da alƙawari', message: '{{doctor}} ya amince, {{when}}' } },
});

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
    expect(messageOf({ code: 'too_many_requests', error: 'Too many requests' })).toBe('Buƙatu sun yi yawa');
    expect(messageOf({ code: 'never_heard_of', message: 'Something new' })).toBe('Something new');
  });

  it('keeps English as the server wrote it', () => {
    expect(messageOf({ code: 'too_many_requests', error: 'Too many requests' })).toBe('Too many requests');
  });
});

describe('notificationText', () => {
  const approved = {
    title: 'Appointment approved',
    message: 'Dr. Okafor approved it',
    code: 'appointment_approved',
    params: { doctor: 'Dr. Okafor', when: 'Mon 23 Nov 2026, 09:00' },
  };

  it('fills the catalogue words with the notification parameters', async () => {
    await i18n.changeLanguage('ha');
    expect(notificationText(approved)).toEqual({ title: 'An amince da alƙawari', message: 'Dr. Okafor ya amince, Mon 23 Nov 2026, 09:00' });
  });

  it('shows the server English without a code or a catalogue entry', async () => {
    await i18n.changeLanguage('ha');
    expect(notificationText({ title: 'Hello', message: 'World' })).toEqual({ title: 'Hello', message: 'World' });
    expect(notificationText({ ...approved, code: 'unknown' })).toEqual({ title: 'Appointment approved', message: 'Dr. Okafor approved it' });
  });
});
