// The content rules of detect.ts, one by one: each accepted type, and each way a file that is
// also something else is refused.
import { describe, expect, it } from 'vitest';
import { dicom, emptyZip, html, jpeg, mp4Start, pdf, png, webmStart, webp } from '../../../testing/sample-files';
import { detectAttachment, detectRecording } from './detect';

const mime = (b: Buffer) => detectAttachment(b)?.mime ?? null;

describe('accepted by content', () => {
  it.each([
    ['PDF', pdf(), 'application/pdf'],
    ['JPEG', jpeg(), 'image/jpeg'],
    ['PNG', png(), 'image/png'],
    ['WebP', webp(), 'image/webp'],
    ['DICOM', dicom(), 'application/dicom'],
  ])('%s', (_, bytes, expected) => expect(mime(bytes)).toBe(expected));

  it('a JPEG may be padded with zero bytes after its end marker', () => expect(mime(Buffer.concat([jpeg(), Buffer.alloc(16)]))).toBe('image/jpeg'));

  it('a PDF may end with whitespace after its last %%EOF', () => expect(mime(Buffer.concat([pdf(), Buffer.from('\r\n  \n')]))).toBe('application/pdf'));
});

describe('refused', () => {
  it('types we do not take, whatever they are called', () => {
    expect(mime(html())).toBeNull();
    expect(mime(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(mime(emptyZip())).toBeNull();
    expect(mime(Buffer.from('plain text'))).toBeNull();
    expect(mime(Buffer.alloc(0))).toBeNull();
  });

  it('a signature not at the first byte (a PDF header after a page)', () => expect(mime(Buffer.concat([Buffer.from('<html>'), pdf()]))).toBeNull());

  it('anything after a JPEG’s end marker (a ZIP, a script)', () => {
    expect(mime(Buffer.concat([jpeg(), emptyZip()]))).toBeNull();
    expect(mime(Buffer.concat([jpeg(), Buffer.from('<script>x</script>')]))).toBeNull();
  });

  it('a JPEG whose ZIP ends in FF D9 is still a ZIP', () => {
    const zip = emptyZip();
    const withComment = Buffer.concat([zip.subarray(0, 20), Buffer.from([2, 0]), Buffer.from([0xff, 0xd9])]);
    expect(mime(Buffer.concat([jpeg(), withComment]))).toBeNull();
  });

  it('anything after a PNG’s IEND chunk, or a PNG cut short', () => {
    expect(mime(Buffer.concat([png(), Buffer.from('x')]))).toBeNull();
    expect(mime(png().subarray(0, 30))).toBeNull();
  });

  it('a WebP whose RIFF size is not the file’s length', () => expect(mime(Buffer.concat([webp(), Buffer.from('trailing')]))).toBeNull());

  it('anything but whitespace after a PDF’s last %%EOF, or no %%EOF', () => {
    expect(mime(Buffer.concat([pdf(), Buffer.from('<html><script>1</script></html>')]))).toBeNull();
    expect(mime(Buffer.concat([pdf(), emptyZip()]))).toBeNull();
    expect(mime(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toBeNull();
  });

  it('a PDF that carries a ZIP directory reaching its end through the ZIP comment', () => {
    const zip = emptyZip();
    const tail = Buffer.from('\n%%EOF\n');
    const eocd = Buffer.concat([zip.subarray(0, 20), Buffer.from([tail.length, 0])]);
    expect(mime(Buffer.concat([pdf(), eocd, tail]))).toBeNull();
  });

  it('markup in the first bytes, even inside a well-formed file', () => {
    const withComment = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x10]), Buffer.from('<SVG onload=x> '), Buffer.from([0xff, 0xd9])]);
    expect(mime(withComment)).toBeNull();
    const pdfWithHtml = Buffer.from(pdf().toString('latin1').replace('%PDF-1.4\n', '%PDF-1.4\n%<html>\n'), 'latin1');
    expect(mime(pdfWithHtml)).toBeNull();
  });

  it('a DICOM file whose preamble is used (a TIFF header there makes a polyglot)', () => {
    const d = dicom();
    Buffer.from([0x49, 0x49, 0x2a, 0x00]).copy(d, 0);
    expect(mime(d)).toBeNull();
  });
});

describe('call recordings, apart from attachments', () => {
  it('are WebM (EBML magic) or MP4 (ftyp box) by their first piece', () => {
    expect(detectRecording(webmStart())).toBe('webm');
    expect(detectRecording(mp4Start())).toBe('mp4');
    // A later piece of a WebM recording is a cluster, not a header: only the first piece is checked.
    expect(detectRecording(Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01]))).toBeNull();
  });

  it('are not attachments, and attachments are not recordings', () => {
    expect(detectAttachment(webmStart())).toBeNull();
    expect(detectAttachment(mp4Start())).toBeNull();
    for (const file of [pdf(), jpeg(), png(), webp(), dicom(), emptyZip(), html(), Buffer.alloc(0), Buffer.from('ftyp')])
      expect(detectRecording(file)).toBeNull();
  });

  it('refuse markup where a browser would sniff it', () => {
    expect(detectRecording(Buffer.concat([webmStart(), Buffer.from('<script>alert(1)</script>')]))).toBeNull();
    expect(detectRecording(Buffer.concat([mp4Start(), Buffer.from('<html>')]))).toBeNull();
  });
});

describe('markup anywhere in the file', () => {
  /** A well-formed PDF with `text` in a comment line after `offset` bytes of filler. */
  const pdfWith = (text: Buffer, offset = 4000) =>
    Buffer.concat([
      Buffer.from(`%PDF-1.4\n%${'x'.repeat(offset)}\n%`, 'latin1'),
      text,
      Buffer.from(pdf().toString('latin1').slice('%PDF-1.4\n'.length), 'latin1'),
    ]);
  /** A JPEG whose comment segment carries `text` after `offset` bytes. */
  const jpegWith = (text: Buffer, offset = 5000) => {
    const data = Buffer.concat([Buffer.alloc(offset, 0x61), text]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(data.length + 2);
    return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe]), length, data, Buffer.from([0xff, 0xd9])]);
  };
  const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();

  it('the controls are accepted as they are', () => {
    expect(mime(pdfWith(Buffer.from('nothing to see')))).toBe('application/pdf');
    expect(mime(jpegWith(Buffer.from('nothing to see')))).toBe('image/jpeg');
  });

  it.each([
    ['<script>', '<script>alert(1)</script>'],
    ['<html>', '<HTML><p>hi</p></HTML>'],
    ['<svg>', '<Svg onload=alert(1)>'],
    ['<iframe', '<iframe src="https://evil.example">'],
    ['<!doctype html', '<!DOCTYPE html>'],
    ['<body', '<body onload=x>'],
    ['<object', '<object data=x>'],
    ['<embed', '<EMBED src=x>'],
  ])('%s far past the first kilobyte of a PDF, in ASCII and in UTF-16 either way', (_, markup) => {
    expect(mime(pdfWith(Buffer.from(markup)))).toBeNull();
    expect(mime(pdfWith(Buffer.from(markup, 'utf16le')))).toBeNull();
    expect(mime(pdfWith(utf16be(markup)))).toBeNull();
  });

  it('inside a JPEG’s comment, deep in the file', () => {
    expect(mime(jpegWith(Buffer.from('<iframe src=x>')))).toBeNull();
    expect(mime(jpegWith(utf16be('<script>x</script>')))).toBeNull();
  });

  it('in a DICOM file’s content after DICM', () => {
    const d = Buffer.concat([dicom(), Buffer.alloc(4000, 0x41), Buffer.from('<svg onload=alert(1)>')]);
    expect(mime(d)).toBeNull();
    expect(mime(Buffer.concat([dicom(), Buffer.alloc(4000, 0x41), Buffer.from('<script>1</script>', 'utf16le')]))).toBeNull();
  });

  it('the last bytes of a 20 MB file are read too', () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 0x3c);
    Buffer.from('%PDF-1.4\n').copy(big, 0);
    const tail = Buffer.from('<script>1</script>\n%%EOF\n');
    tail.copy(big, big.length - tail.length);
    expect(mime(big)).toBeNull();
  });

  it('a name that only starts like a tag is not markup (binary data holds such bytes by chance)', () => {
    expect(mime(pdfWith(Buffer.from('<svgz <scripture <bodyweight <embedding <htmlx <objects <iframes')))).toBe('application/pdf');
  });
});
