// A later piece of a recording: never refused when it is part of the stream, wherever
// MediaRecorder cut it; refused when it is a file of its own or text.
import { describe, expect, it } from 'vitest';
import { html, jpeg, mp4Start, pdf, png, webmStart, webp } from '../../testing/sample-files';
import { continuesRecording, readsAsText } from './continuation';

/** A seeded generator: the same "compressed" bytes on every run. */
function bytesFrom(seed: number) {
  let state = seed >>> 0 || 1;
  return (n: number) => {
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      out[i] = state & 0xff;
    }
    return out;
  };
}

/** EBML's size: n bytes, the first marking the length. */
function vint(size: number) {
  for (let n = 1; n <= 8; n++) {
    if (size < 2 ** (7 * n) - 1) {
      const out = Buffer.alloc(n);
      let v = size;
      for (let i = n - 1; i >= 0; i--) {
        out[i] = v & 0xff;
        v = Math.floor(v / 256);
      }
      out[0] |= 1 << (8 - n);
      return out;
    }
  }
  throw new Error('too large');
}
const element = (id: number[], payload: Buffer) => Buffer.concat([Buffer.from(id), vint(payload.length), payload]);
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/**
 * What Chromium's MediaRecorder writes for a live recording: the EBML header, a Segment and its
 * Clusters of unknown size (live), each Cluster a Timecode then SimpleBlocks of both tracks
 * (random bytes standing for VP8 and Opus frames).
 */
function liveWebm(seconds: number) {
  const random = bytesFrom(22);
  const parts: Buffer[] = [webmStart(), Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, element([0x16, 0x54, 0xae, 0x6b], random(120))];
  for (let s = 0; s < seconds; s++) {
    parts.push(Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, element([0xe7], Buffer.from([0x03, 0xe8])));
    for (let frame = 0; frame < 30; frame++) {
      parts.push(element([0xa3], Buffer.concat([Buffer.from([0x81, 0x00, frame, frame === 0 ? 0x80 : 0x00]), random(frame === 0 ? 4000 : 600)])));
      if (frame % 3 === 0) parts.push(element([0xa3], Buffer.concat([Buffer.from([0x82, 0x00, frame, 0x80]), random(80)])));
    }
  }
  return Buffer.concat(parts);
}

describe('continuesRecording', () => {
  it('takes every later piece of a live WebM stream, cut at elements or anywhere at all', () => {
    const stream = liveWebm(20);
    const random = bytesFrom(7);
    const refused: number[] = [];
    // Every cut in the first 40 KB (headers, the first cluster, frames), then a thousand random cuts.
    const cuts = [...Array.from({ length: 40_000 }, (_, i) => i + 1), ...Array.from({ length: 1000 }, () => random(4).readUInt32BE(0) % stream.length)];
    for (const at of cuts) {
      // A piece from the cut to the next one a time slice later (a few KB), and a short last piece.
      for (const length of [3000, 17, 300_000]) if (!continuesRecording(stream.subarray(at, at + length))) refused.push(at);
    }
    expect(refused).toEqual([]);
  });

  it('takes the pieces the earlier tests send (one byte repeated) and a short last piece', () => {
    for (let n = 0; n < 256; n++)
      expect(continuesRecording(Buffer.alloc(1000, n)), String(n)).toBe(n < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(n) ? true : n >= 0x7f);
    expect(continuesRecording(Buffer.from('ok'))).toBe(true);
  });

  it('refuses a file of its own: another recording, an image, a PDF, an archive, a program', () => {
    const files: Record<string, Buffer> = {
      webm: webmStart(),
      mp4: mp4Start(),
      png: png(),
      jpeg: jpeg(),
      gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 1)]),
      webp: webp(),
      pdf: pdf(),
      zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]),
      elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(40, 1)]),
    };
    for (const [name, bytes] of Object.entries(files)) expect(continuesRecording(bytes), name).toBe(false);
  });

  it('refuses text: an HTML page, a script, JSON, text in any language', () => {
    for (const text of [
      html().toString(),
      'alert(document.cookie); fetch("/api/auth/profile/")',
      '{"sequence": 1, "data": "not a recording"}',
      '<p>Ẹ kú àárọ̀, dókítà. Ọ̀rọ̀ yìí kì í ṣe fídíò.</p>'.repeat(40),
    ]) {
      expect(continuesRecording(Buffer.from(text)), text.slice(0, 20)).toBe(false);
    }
  });

  it('reads text up to a kilobyte, a character cut at the window’s edge aside', () => {
    const yoruba = Buffer.from('ọ̀'.repeat(2000));
    expect(readsAsText(yoruba)).toBe(true);
    expect(readsAsText(Buffer.concat([Buffer.from('a'.repeat(1023)), Buffer.from('ẹ'), Buffer.alloc(10, 0xff)]))).toBe(true);
    expect(readsAsText(Buffer.concat([Buffer.from('a'.repeat(500)), Buffer.from([0x00]), Buffer.from('b'.repeat(500))]))).toBe(false);
    expect(readsAsText(Buffer.from('short text'))).toBe(false);
  });
});
