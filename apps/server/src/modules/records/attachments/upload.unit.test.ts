// The name an attachment is shown and downloaded under: the uploader's, made harmless, with the
// extension of what the file really is.
import { ATTACHMENT_NAME_MAX } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { shownName } from './upload';

describe('the shown name', () => {
  it('keeps the uploader’s name when its extension fits the content', () => {
    expect(shownName('Àyẹ̀wò ẹ̀jẹ̀.pdf', 'pdf')).toBe('Àyẹ̀wò ẹ̀jẹ̀.pdf');
    expect(shownName('wound.JPEG', 'jpg')).toBe('wound.JPEG');
  });

  it('takes the extension of the content, whatever the name claimed', () => {
    expect(shownName('scan.pdf', 'png')).toBe('scan.png');
    expect(shownName('IM0001', 'dcm')).toBe('IM0001.dcm');
  });

  it('drops folders, control and direction characters; an empty name gets a plain one', () => {
    expect(shownName('C:\\fakepath\\report.pdf', 'pdf')).toBe('report.pdf');
    expect(shownName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(shownName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(shownName('  ', 'png')).toBe('attachment.png');
    expect(shownName('.pdf', 'pdf')).toBe('attachment.pdf');
  });

  it('is at most ATTACHMENT_NAME_MAX characters, never splitting a character', () => {
    const long = shownName(`${'😀'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(long)).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(long.endsWith('😀.pdf')).toBe(true);
  });
});
