import { describe, expect, it } from 'vitest';
import { ownPath } from './ownPath';

describe('ownPath', () => {
  it('keeps the path, query and fragment of an address, on no other origin than the app’s own', () => {
    expect(ownPath('http://127.0.0.1:8000/wallet?reference=NC-1#top')).toBe('/wallet?reference=NC-1#top');
    expect(ownPath('https://evil.example/wallet?reference=NC-1')).toBe('/wallet?reference=NC-1');
    expect(ownPath('//evil.example/x')).toBe('/x');
    expect(ownPath('/doctors?return=1')).toBe('/doctors?return=1');
  });
});
