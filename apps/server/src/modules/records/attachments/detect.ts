// What an uploaded attachment is, decided by its content alone: the name and the type the
// client declares are never read. Five types are accepted; anything else, and any file that is
// also something else (a polyglot), is refused. The rules, each with its test in detect.unit.test.ts:
//
// 1. The type is recognised by its signature at byte 0 — PDF "%PDF-", JPEG FF D8 FF, PNG's 8-byte
//    signature, WebP "RIFF"…"WEBP" — or, for DICOM, "DICM" after the 128-byte preamble.
// 2. Nothing after the end of the format: a JPEG's last bytes are its EOI marker (FF D9), zero
//    padding aside (phones' "motion photos", a video after the image, are refused too); a PNG's
//    chunks walk from the signature to an IEND chunk that ends the file; a WebP's RIFF size names
//    the file's exact length; a PDF's last "%%EOF" is followed by whitespace only. Data appended
//    to an image or a PDF (an archive, a script, a page) is how polyglots are made.
// 3. No ZIP end-of-central-directory record that a ZIP reader would find (the signature within
//    the last 64 KiB whose comment length reaches exactly the end of the file): an archive
//    appended to or wrapped around a file opens as a ZIP (or a JAR, an Office document).
// 4. No markup: in the first 1024 bytes, where browsers sniff, none of "<html", "<script", "<svg",
//    "<!doctype", "<?xml", "<body", "<head", "<iframe", "<object", "<embed", "javascript:" (any
//    case) — a file that starts like a page could be rendered as one; and anywhere in the file
//    (DICOM content after DICM included), no tag a browser would act on — "<script", "<html",
//    "<svg", "<iframe", "<body", "<object", "<embed", "<!doctype html" — in ASCII or UTF-16 (LE or
//    BE), in any case, ended as an HTML parser ends a tag name (whitespace, "/", ">"): a page
//    hidden deeper in a file still runs once something renders the file as HTML. The end of the
//    name matters: "<svg" by chance in 20 MB of compressed image data would refuse one large
//    scan in thirty, "<svg>" one in a few million.
// 5. DICOM's preamble is all zeros: the standard leaves it free for applications, and that
//    freedom is exactly what DICOM/TIFF and DICOM/executable polyglots use.
//
// Memory: the caller holds the file (at most ATTACHMENT_MAX_BYTES); every check reads it in place.

import type { AttachmentContentType } from '@naijacare/contracts';

export interface AttachmentKind {
  mime: AttachmentContentType;
  extension: 'pdf' | 'jpg' | 'png' | 'webp' | 'dcm';
}

const startsWith = (b: Buffer, bytes: readonly number[], offset = 0) => b.length >= offset + bytes.length && bytes.every((v, i) => b[offset + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const DICM = ascii('DICM');
const DICOM_PREAMBLE = 128;

const SNIFF_WINDOW = 1024;
const MARKUP = ['<html', '<script', '<svg', '<!doctype', '<?xml', '<body', '<head', '<iframe', '<object', '<embed', 'javascript:'];

const isWhitespace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x00;

/** The format by its signature (rule 1), before the structural checks. */
function signature(b: Buffer): AttachmentKind | null {
  if (startsWith(b, PDF)) return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(b, JPEG)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(b, PNG)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(b, RIFF) && startsWith(b, WEBP, 8)) return { mime: 'image/webp', extension: 'webp' };
  if (startsWith(b, DICM, DICOM_PREAMBLE)) return { mime: 'application/dicom', extension: 'dcm' };
  return null;
}

function pdfEndsCleanly(b: Buffer): boolean {
  const eof = b.lastIndexOf('%%EOF');
  if (eof < 0) return false;
  for (let i = eof + 5; i < b.length; i++) if (!isWhitespace(b[i])) return false;
  return true;
}

/** Zero bytes after the EOI marker are a scanner's padding, not content; anything else is refused. */
function jpegEndsCleanly(b: Buffer): boolean {
  let end = b.length;
  while (end > 0 && b[end - 1] === 0x00) end--;
  return end >= 4 && b[end - 2] === 0xff && b[end - 1] === 0xd9;
}

/** Walks the chunks (length, type, data, CRC) to IEND, which must end the file. */
function pngEndsCleanly(b: Buffer): boolean {
  let at = PNG.length;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > b.length) return false;
    if (type === 'IEND') return next === b.length;
    at = next;
  }
  return false;
}

/** The RIFF header's size counts everything after its first 8 bytes. */
const webpEndsCleanly = (b: Buffer) => b.length >= 12 && b.readUInt32LE(4) + 8 === b.length;

const dicomPreambleEmpty = (b: Buffer) => b.subarray(0, DICOM_PREAMBLE).every((byte) => byte === 0);

/** Rule 3: an end-of-central-directory record placed where a ZIP reader looks for it. */
export function hasZipDirectory(b: Buffer): boolean {
  const EOCD = 22;
  const from = Math.max(0, b.length - EOCD - 0xffff);
  for (let at = b.length - EOCD; at >= from; at--) {
    if (b[at] === 0x50 && b[at + 1] === 0x4b && b[at + 2] === 0x05 && b[at + 3] === 0x06 && at + EOCD + b.readUInt16LE(at + 20) === b.length) return true;
  }
  return false;
}

/** Tags refused wherever they stand (rule 4), lower case, without their "<". */
const TAGS = ['script', 'html', 'svg', 'iframe', 'body', 'object', 'embed'].map(ascii);
const DOCTYPE = ascii('!doctype');
const HTML = ascii('html');
const LT = 0x3c;

const lower = (c: number) => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
/** Where an HTML tokenizer ends a tag name: tab, LF, FF, CR, space, "/" and ">". */
const endsName = (c: number) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20 || c === 0x2f || c === 0x3e;
const isSpace = (c: number) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;

/**
 * The text after a "<" at byte `at`, one character at a time: `unit` bytes a character (1 for
 * ASCII, 2 for UTF-16) with its other byte, at `zero` from the character's byte, 0.
 * Answers -1 past the end, or for a UTF-16 character outside ASCII.
 */
function reader(b: Buffer, at: number, unit: 1 | 2, zero: -1 | 0 | 1) {
  return (k: number) => {
    const i = at + k * unit;
    if (i >= b.length || (zero !== 0 && b[i + zero] !== 0)) return -1;
    return b[i];
  };
}

/** Whether the characters from `from` spell `word` (any case); the next one then must end the name. */
function spells(char: (k: number) => number, from: number, word: readonly number[]): boolean {
  for (let k = 0; k < word.length; k++) if (lower(char(from + k)) !== word[k]) return false;
  return true;
}

/** A refused tag right after the "<" that `char(0)` reads. */
function tagAt(char: (k: number) => number): boolean {
  const first = lower(char(1));
  for (const tag of TAGS) {
    if (tag[0] !== first || !spells(char, 1, tag)) continue;
    const next = char(1 + tag.length);
    if (next === -1 || endsName(next)) return true;
  }
  if (first === DOCTYPE[0] && spells(char, 1, DOCTYPE)) {
    let k = 1 + DOCTYPE.length;
    if (!isSpace(char(k))) return false;
    while (isSpace(char(k))) k++;
    if (!spells(char, k, HTML)) return false;
    const next = char(k + HTML.length);
    return next === -1 || isSpace(next) || next === 0x3e;
  }
  return false;
}

/** The bytes a refused tag's name starts with, either case: the quick test before a full match. */
const STARTS = new Uint8Array(256);
for (const word of [...TAGS, DOCTYPE]) {
  STARTS[word[0]] = 1;
  STARTS[word[0] & ~0x20] = 1;
}

/**
 * Rule 4, anywhere: one pass over the file. At each "<" whose next character could start a
 * refused tag, the text is read as ASCII, as UTF-16LE (the 0 byte after each character) and as
 * UTF-16BE (before it); everything else costs one comparison a byte.
 */
export function hasTagAnywhere(b: Buffer): boolean {
  const end = b.length - 1;
  for (let at = 0; at < end; at++) {
    if (b[at] !== LT) continue;
    if (STARTS[b[at + 1]] === 1 && tagAt(reader(b, at, 1, 0))) return true;
    if (b[at + 1] === 0 && STARTS[b[at + 2]] === 1) {
      if (b[at + 3] === 0 && tagAt(reader(b, at, 2, 1))) return true;
      if (at > 0 && b[at - 1] === 0 && tagAt(reader(b, at, 2, -1))) return true;
    }
  }
  return false;
}

/** Rule 4: markup where a browser sniffing the content would see it, or a tag anywhere. */
export function hasMarkup(b: Buffer): boolean {
  const head = b.toString('latin1', 0, Math.min(b.length, SNIFF_WINDOW)).toLowerCase();
  return MARKUP.some((marker) => head.includes(marker)) || hasTagAnywhere(b);
}

const endsCleanly: Record<AttachmentKind['extension'], (b: Buffer) => boolean> = {
  pdf: pdfEndsCleanly,
  jpg: jpegEndsCleanly,
  png: pngEndsCleanly,
  webp: webpEndsCleanly,
  dcm: dicomPreambleEmpty,
};

/** The file's type if it is one we accept and nothing else besides; null otherwise. */
export function detectAttachment(bytes: Buffer): AttachmentKind | null {
  const kind = signature(bytes);
  if (!kind) return null;
  if (!endsCleanly[kind.extension](bytes)) return null;
  if (hasZipDirectory(bytes) || hasMarkup(bytes)) return null;
  return kind;
}

// Call recordings (MediaRecorder's output) are checked here too, apart: they are not attachments.
// A recording arrives in pieces, so only its first piece is read: WebM/Matroska starts with the EBML
// magic 1A 45 DF A3, MP4 with an "ftyp" box (its size, then "ftyp"); and, as rule 4, no markup
// where a browser would sniff.

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = ascii('ftyp');

/** The container of a recording's first piece, if it is WebM or MP4 and nothing that reads as a page. */
export function detectRecording(firstPiece: Buffer): 'webm' | 'mp4' | null {
  if (hasMarkup(firstPiece)) return null;
  if (startsWith(firstPiece, EBML)) return 'webm';
  if (startsWith(firstPiece, FTYP, 4) && firstPiece.readUInt32BE(0) >= 8) return 'mp4';
  return null;
}
