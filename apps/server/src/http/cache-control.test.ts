// API answers carry tokens and health data: no browser or proxy may keep a copy. Public,
// unchanging answers (health, version, docs) and photos keep their own caching.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../storage/files';
import { api, signedInPatient } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let patient: Awaited<ReturnType<typeof signedInPatient>>;
beforeAll(async () => {
  t = await createTestApp();
  http = api(t.app);
  patient = await signedInPatient(t.app);
});
afterAll(() => t?.close());

describe('Cache-Control', () => {
  it('is no-store on answers that carry tokens or personal data', async () => {
    const login = await http.login(patient.user.username);
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await http.get('/api/auth/profile/', patient.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const refresh = await http.post('/api/token/refresh/', { refresh: login.json().tokens.refresh });
    expect(refresh.headers['cache-control']).toBe('no-store');
  });

  it('is decided by the route answering, not by how its path was spelled', async () => {
    for (const url of ['/%61pi/auth/profile/', '/api/auth/%70rofile/', '/api//auth/profile/']) {
      const res = await http.get(url, patient.token);
      if (res.statusCode === 200) expect(res.json().user.username, url).toBe(patient.user.username);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on errors too', async () => {
    for (const res of [
      await http.get('/api/auth/profile/'),
      await http.post('/api/auth/login/', { username: 'x' }),
      await http.get('/api/no-such-thing/'),
      await http.get('/api/doctors/0/', patient.token),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], res.body).toBe('no-store');
    }
  });

  it('is left alone on public answers and photos', async () => {
    const health = await http.get('/api/health/');
    expect(health.headers['cache-control']).toBeUndefined();
    const docs = await http.get('/api/docs/json');
    expect(docs.headers['cache-control']).not.toBe('no-store');
    const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const name = await localFileStore(path.join(t.dataDir, 'uploads')).save('photos', 'png', PNG);
    const photo = await http.get(`/media/photos/${name}`);
    expect(photo.statusCode).toBe(200);
    // An hour at most: a photo moderators hide stops being shown within it.
    expect(photo.headers['cache-control']).toBe('public, max-age=3600');
  });
});
