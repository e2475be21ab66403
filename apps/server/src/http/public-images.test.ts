// Doctors' photos and hospitals' logos are drawn again as WebP: a file that is both an image and an
// HTML page or a script is served as its pixels alone, metadata is dropped, two sizes are kept,
// and what does not decode or is too large to decode safely is refused.
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../storage/files';
import { api, approvedDoctor, doctorPayload, signedInAdmin, verifiedHospital } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let http: ReturnType<typeof api>;
let doctor: Awaited<ReturnType<typeof approvedDoctor>>;
let hospital: Awaited<ReturnType<typeof verifiedHospital>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_REGISTER_IP_MAX: '10000', RATE_LOGIN_IP_MAX: '10000' });
  http = api(t.app);
  const adminToken = (await signedInAdmin(t.app, t.accounts)).tokens.access;
  doctor = await approvedDoctor(t.app, adminToken);
  hospital = await verifiedHospital(t.app, adminToken);
});
afterAll(() => t?.close());

function form(field: string, bytes: Buffer) {
  const boundary = '----image-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="image.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function uploadPhoto(bytes: Buffer) {
  const f = form('professional_photo', bytes);
  return http.call('PUT', '/api/auth/profile/update/', { body: f.body, headers: f.headers, token: doctor.token });
}

async function uploadLogo(bytes: Buffer) {
  const f = form('logo', bytes);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/hospitals/${hospital.hospitalId}/`,
    payload: f.body,
    headers: { ...f.headers, authorization: `Bearer ${hospital.token}` },
  });
}

const picture = (width: number, height: number, format: 'png' | 'gif' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 120, b: 80 } } })
    .toFormat(format)
    .toBuffer();

const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** A served image: WebP whose RIFF header accounts for every byte (nothing trails it), and its size. */
async function expectCleanWebp(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
  expect(bytes.includes('<script')).toBe(false);
  expect(bytes.includes('alert(')).toBe(false);
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  return { width: meta.width, height: meta.height, bytes };
}

/** A PNG with a valid header claiming width × height, and almost no pixel data behind it. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a doctor’s photo', () => {
  it('a PNG followed by an HTML page is served as a clean WebP of its pixels, at 480 px and at 160 px', async () => {
    const res = await uploadPhoto(Buffer.concat([await picture(1200, 800, 'png'), HTML]));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profile.professional_photo;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(await expectCleanWebp(await http.get(url))).toMatchObject({ width: 480, height: 320 });
    expect(await expectCleanWebp(await http.get(`${url}?size=480`))).toMatchObject({ width: 480, height: 320 });
    expect(await expectCleanWebp(await http.get(`${url}?size=160`))).toMatchObject({ width: 160, height: 107 });
    // A size not kept is the default one.
    expect(await expectCleanWebp(await http.get(`${url}?size=4000`))).toMatchObject({ width: 480 });
  });

  it('a small image is never enlarged', async () => {
    const res = await uploadPhoto(await picture(90, 120, 'jpeg'));
    const url = res.json().profile.professional_photo;
    expect(await expectCleanWebp(await http.get(url))).toMatchObject({ width: 90, height: 120 });
    expect(await expectCleanWebp(await http.get(`${url}?size=160`))).toMatchObject({ width: 90, height: 120 });
  });

  it('metadata (a camera’s EXIF with its GPS and owner) is not kept', async () => {
    const withExif = await sharp(await picture(300, 300, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Dr Secret Location 6.5244N 3.3792E', Artist: 'Dr Secret' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes('Dr Secret')).toBe(true);
    const url = (await uploadPhoto(withExif)).json().profile.professional_photo;
    const { bytes } = await expectCleanWebp(await http.get(url));
    expect(bytes.includes('Dr Secret')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('a GIF followed by a script is served as its pixels alone', async () => {
    const res = await uploadPhoto(Buffer.concat([await picture(200, 200, 'gif'), Buffer.from('\nalert(document.cookie);//')]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await expectCleanWebp(await http.get(res.json().profile.professional_photo))).toMatchObject({ width: 200, height: 200 });
  });

  it('a GIF whose header is a script (GIF89a/*…*/=alert(1)) does not decode and is refused', async () => {
    const polyglot = Buffer.from('GIF89a/*\x00\x00\x00\x00\x00*/=alert(document.cookie);', 'latin1');
    const res = await uploadPhoto(polyglot);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'photo_type_invalid', details: { field: 'professional_photo' } });
  });

  it('an image claiming a huge canvas (a decompression bomb) is refused before it is decoded', async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await uploadPhoto(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The image is 30000 × 30000 pixels: at most 50 megapixels are accepted. Send a smaller image.',
      code: 'image_too_many_pixels',
      details: { field: 'professional_photo' },
    });
  });

  it('magic bytes with nothing to decode behind them are refused', async () => {
    const res = await uploadPhoto(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML]));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('photo_type_invalid');
  });

  it('registration’s photo is drawn again too', async () => {
    const boundary = '----register-boundary';
    const fields = Object.entries(doctorPayload()).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const body = Buffer.concat([
      Buffer.from(fields.join('')),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="professional_photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.concat([await picture(640, 640, 'png'), HTML]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().profile.professional_photo;
    expect(await expectCleanWebp(await http.get(photo))).toMatchObject({ width: 480, height: 480 });
  });

  it('a replaced photo’s sizes are all removed', async () => {
    const first = (await uploadPhoto(await picture(500, 500, 'png'))).json().profile.professional_photo;
    await uploadPhoto(await picture(500, 500, 'png'));
    expect((await http.get(first)).statusCode).toBe(404);
    expect((await http.get(`${first}?size=160`)).statusCode).toBe(404);
  });

  it('an image stored before re-encoding (a polyglot among them) is served drawn again, never as stored', async () => {
    const store = localFileStore(path.join(t.dataDir, 'uploads'));
    const name = await store.save('photos', 'png', Buffer.concat([await picture(800, 400, 'png'), HTML]));
    expect(await expectCleanWebp(await http.get(`/media/photos/${name}`))).toMatchObject({ width: 480, height: 240 });
    expect(await expectCleanWebp(await http.get(`/media/photos/${name}?size=160`))).toMatchObject({ width: 160, height: 80 });
    // Drawn once: both sizes are stored as they were served, so no later request decodes it again.
    const stored = await store.read('photos', name);
    expect(stored?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await store.read('photos-160', name)).not.toBeNull();
    const page = await store.save('photos', 'png', HTML);
    expect((await http.get(`/media/photos/${page}`)).statusCode).toBe(404);
  });
});

describe('a hospital’s logo', () => {
  it('a PNG followed by an HTML page is served as a clean WebP, in two sizes', async () => {
    const res = await uploadLogo(Buffer.concat([await picture(1000, 1000, 'png'), HTML]));
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().logo;
    expect(logo).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(await expectCleanWebp(await http.get(logo))).toMatchObject({ width: 480, height: 480 });
    expect(await expectCleanWebp(await http.get(`${logo}?size=160`))).toMatchObject({ width: 160, height: 160 });
  });

  it('a huge canvas and a file that does not decode are refused with the logo’s codes', async () => {
    const bomb = await uploadLogo(pngClaiming(20_000, 20_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({ code: 'image_too_many_pixels', details: { field: 'logo' } });
    const broken = await uploadLogo(Buffer.from('GIF89a/*\x00\x00\x00\x00\x00*/=alert(1);', 'latin1'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'logo_type_invalid', details: { field: 'logo' } });
  });
});
