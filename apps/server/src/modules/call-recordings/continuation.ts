// Whether a later piece of a recording can be the rest of the stream its first piece began
// (detectRecording read that one). MediaRecorder hands over the bytes it has at each time slice,
// wherever they fall: Chromium's pieces usually start at a Matroska element (a Cluster, a
// SimpleBlock) but Firefox's and Safari's may start anywhere, even inside a frame. So no rule may
// ask a piece to start at an element: a genuine piece is compressed audio and video, bytes that
// read as nothing in particular. What is refused is a piece that reads as something else:
//
// 1. a file's own start: another recording's (the EBML header 1A 45 DF A3, an MP4 "ftyp" box),
//    an image (PNG, JPEG, GIF, WebP/RIFF), a PDF, a ZIP, an executable (ELF); each signature is 4
//    bytes or more, so compressed data starts with one by chance about once in four billion pieces;
// 2. text: its first kilobyte (or all of it, if shorter) decodes as UTF-8 with no control
//    character but tab, line feeds and form feed — an HTML page, a script, JSON. Compressed bytes
//    are not valid UTF-8 for more than a few bytes running; pieces of 16 bytes or fewer, too short
//    to tell, are let through (a recording's last piece may be that small).

const TEXT_WINDOW = 1024;
const TEXT_MIN_BYTES = 16;

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const startsWith = (b: Buffer, bytes: readonly number[], offset = 0) => b.length >= offset + bytes.length && bytes.every((v, i) => b[offset + i] === v);

const SIGNATURES: ReadonlyArray<readonly [number[], number]> = [
  [[0x1a, 0x45, 0xdf, 0xa3], 0], // EBML header: a WebM/Matroska stream of its own
  [ascii('ftyp'), 4], // MP4 / QuickTime
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0], // PNG
  [ascii('GIF87a'), 0],
  [ascii('GIF89a'), 0],
  [ascii('RIFF'), 0], // WebP, WAV, AVI
  [ascii('%PDF-'), 0],
  [[0x50, 0x4b, 0x03, 0x04], 0], // ZIP (and Office documents, JARs)
  [[0x7f, 0x45, 0x4c, 0x46], 0], // ELF
];

/** JPEG: SOI and the marker every JPEG writer puts next (APPn, DQT, COM, SOF0). */
const isJpegStart = (b: Buffer) =>
  startsWith(b, [0xff, 0xd8, 0xff]) && b.length > 3 && ((b[3] >= 0xe0 && b[3] <= 0xef) || b[3] === 0xdb || b[3] === 0xfe || b[3] === 0xc0);

const textDecoder = new TextDecoder('utf-8', { fatal: true });

/** Whether the bytes read as text: valid UTF-8 (a character cut at the window's end aside), no control characters but whitespace. */
export function readsAsText(piece: Buffer): boolean {
  if (piece.length <= TEXT_MIN_BYTES) return false;
  let end = Math.min(piece.length, TEXT_WINDOW);
  if (end < piece.length) {
    // Step back over a character the window cut in two (at most 3 continuation bytes).
    let back = end;
    while (back > end - 4 && back > 0 && (piece[back - 1] & 0xc0) === 0x80) back--;
    if (back > 0 && piece[back - 1] >= 0xc0) end = back - 1;
  }
  const window = piece.subarray(0, end);
  for (const byte of window) {
    if (byte === 0x7f || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d)) return false;
  }
  try {
    textDecoder.decode(window);
    return true;
  } catch {
    return false;
  }
}

/** Whether a piece after the first can continue a recording: no file of its own, no text. */
export function continuesRecording(piece: Buffer): boolean {
  if (SIGNATURES.some(([bytes, offset]) => startsWith(piece, bytes, offset))) return false;
  if (isJpegStart(piece)) return false;
  return !readsAsText(piece);
}
