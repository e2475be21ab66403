import { describe, expect, it } from 'vitest';
import { fileSizeText, inlineUrlOf, previewKindOf } from './recordAttachments';

describe('fileSizeText', () => {
  it('writes bytes, kilobytes and megabytes in powers of 1024', () => {
    expect(fileSizeText(0)).toBe('0 B');
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(1023)).toBe('1023 B');
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(20 * 1024 * 1024)).toBe('20 MB');
    expect(fileSizeText(Math.round(2.25 * 1024 * 1024))).toBe('2.3 MB');
  });

  it('keeps no decimal from ten units up, and rounds the top of a unit into the next', () => {
    expect(fileSizeText(150 * 1024 + 300)).toBe('150 KB');
    expect(fileSizeText(1024 * 1024 - 10)).toBe('1 MB');
  });

  it('says nothing of a size it cannot read', () => {
    expect(fileSizeText(-1)).toBe('');
    expect(fileSizeText(Number.NaN)).toBe('');
  });
});

describe('previewKindOf', () => {
  it('previews images and PDF, and nothing else', () => {
    expect(previewKindOf('image/png')).toBe('image');
    expect(previewKindOf('image/webp')).toBe('image');
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('application/dicom')).toBeNull();
  });
});

describe('inlineUrlOf', () => {
  it('asks for the inline form of a download', () => {
    expect(inlineUrlOf('/api/medical-record-attachments/3/download/')).toBe('/api/medical-record-attachments/3/download/?inline=1');
    expect(inlineUrlOf('/x/?a=1')).toBe('/x/?a=1&inline=1');
  });
});
