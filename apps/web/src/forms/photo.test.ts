import { PHOTO_MAX_BYTES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo';

describe('photoProblem', () => {
  it('accepts no photo and photos up to 5 MB', () => {
    expect(photoProblem(null)).toBeNull();
    expect(photoProblem({ size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses a photo over 5 MB', () => {
    expect(photoProblem({ size: PHOTO_MAX_BYTES + 1 })).toBe('The photo must be at most 5 MB');
  });
});
