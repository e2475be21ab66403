import { describe, expect, it } from 'vitest';
import { batchesOf, checkFiles, guessFileType, looksAccepted, type PickedFile } from './files';

const file = (name: string, size = 10, type = '') => new File([new Uint8Array(size)], name, { type });

describe('looksAccepted', () => {
  it('takes the accepted extensions in any case, and DICOM by its extension alone', () => {
    expect(looksAccepted(file('scan.DCM'))).toBe(true);
    expect(looksAccepted(file('report.pdf'))).toBe(true);
    expect(looksAccepted(file('photo.JPEG'))).toBe(true);
  });
  it('takes a file by its declared type when its name has no known extension', () => {
    expect(looksAccepted(file('photo', 10, 'image/webp'))).toBe(true);
  });
  it('refuses other files', () => {
    expect(looksAccepted(file('setup.exe', 10, 'application/x-msdownload'))).toBe(false);
    expect(looksAccepted(file('notes.txt', 10, 'text/plain'))).toBe(false);
  });
});

describe('checkFiles', () => {
  it('says why each refused file is refused', () => {
    const checked = checkFiles([], [file('a.exe'), file('empty.pdf', 0), file('big.pdf', 101), file('ok.png', 100)], 100, 10);
    expect(checked.map((c) => c.refusal)).toEqual(['type', 'empty', 'size', null]);
  });
  it('counts the files already waiting toward the limit, and only accepted ones', () => {
    const waiting = [file('1.pdf'), file('2.pdf')];
    const checked = checkFiles(waiting, [file('x.exe'), file('3.pdf'), file('4.pdf')], 100, 3);
    expect(checked.map((c) => c.refusal)).toEqual(['type', null, 'count']);
  });
});

describe('guessFileType', () => {
  it('guesses the kind of file from the record it is attached to', () => {
    expect(guessFileType('lab_result')).toBe('lab_report');
    expect(guessFileType('imaging')).toBe('imaging');
    expect(guessFileType('prescription')).toBe('prescription');
    expect(guessFileType('consultation')).toBe('document');
  });
});

describe('batchesOf', () => {
  const picked = (name: string, fileType: PickedFile['fileType'] = null, description = ''): PickedFile => ({ file: file(name), fileType, description });

  it('sends files of one type and description together, the guess standing in for a type not chosen', () => {
    const a = picked('a.pdf');
    const b = picked('b.pdf', 'lab_report', ' Full blood count ');
    const c = picked('c.png', 'prescription');
    const d = picked('d.pdf', 'lab_report', 'Full blood count');
    const batches = batchesOf([a, b, c, d], 'prescription');
    expect(batches.map((x) => [x.fileType, x.description, x.files.map((f) => f.name)])).toEqual([
      ['prescription', '', ['a.pdf', 'c.png']],
      ['lab_report', 'Full blood count', ['b.pdf', 'd.pdf']],
    ]);
  });

  it('makes one request of files left as guessed', () => {
    expect(batchesOf([picked('a.pdf'), picked('b.pdf')], 'document')).toHaveLength(1);
    expect(batchesOf([], 'document')).toEqual([]);
  });
});
