// The smallest well-formed files of each accepted attachment type, and the bad ones an upload
// must refuse, built byte by byte for the tests.

import { crc32, deflateSync } from 'node:zlib';
import { onePagePdf } from '../seed/lab-report-pdf';

export const pdf = () => onePagePdf('Full blood count', ['Haemoglobin 13.2 g/dL', 'White cells 6.1 x10^9/L']);

/** SOI, a comment segment, EOI: what the checks look at (start and end markers). */
export const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x06]), Buffer.from('scan'), Buffer.from([0xff, 0xd9])]);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}
/** A 1×1 PNG that decodes (public images are drawn again from their pixels). */
export const png = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x20, 0x80, 0x50]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);

export function webp() {
  const payload = Buffer.concat([Buffer.from('WEBPVP8L', 'latin1'), Buffer.from([6, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, payload]);
}

/** Zero preamble, "DICM", then a File Meta group length element. */
export const dicom = () =>
  Buffer.concat([Buffer.alloc(128), Buffer.from('DICM', 'latin1'), Buffer.from([0x02, 0x00, 0x00, 0x00, 0x55, 0x4c, 0x04, 0x00, 0, 0, 0, 0])]);

/** A ZIP archive with no entries: just the end-of-central-directory record. */
export const emptyZip = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

export const html = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

/** The start of a WebM recording (MediaRecorder's first piece): the EBML header naming "webm". */
export const webmStart = () =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64, 0xec)]);

/** The start of an MP4 recording: an ftyp box, then a moov box's header. */
export const mp4Start = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('moov', 'latin1'),
  ]);
