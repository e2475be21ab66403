import { MEDICATIONS_MAX, RECORD_TEXT_LIMITS } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { fitToPage, noteLinesFor, PRINT_CELL_LIMITS, printedLines } from './printFit';

const long = (word: string, max: number) => `${word} `.repeat(Math.ceil(max / (word.length + 1))).slice(0, max);

const medication = (i: number, instructions = '') => ({
  name: `Medication ${i}`,
  dosage: '500 mg',
  frequency: 'Twice daily',
  duration: '7 days',
  instructions,
});

describe('fitToPage', () => {
  it('prints a short prescription as written', () => {
    const record = { medications: [medication(1, 'After meals')], description: 'Fever for three days.', treatment: 'Rest and fluids' };
    const fitted = fitToPage(record);
    expect(fitted.shortened).toBe(false);
    expect(fitted.medications).toEqual(record.medications);
    expect(fitted.notes).toEqual([
      { key: 'description', text: 'Fever for three days.' },
      { key: 'treatment', text: 'Rest and fluids' },
    ]);
  });

  it('shortens the longest prescription to what one page holds, and says it did', () => {
    const record = {
      medications: Array.from({ length: MEDICATIONS_MAX }, (_, i) =>
        medication(i + 1, long('Take with a full glass of water', RECORD_TEXT_LIMITS.instructions)),
      ),
      description: long('Patient reports a persistent cough at night', RECORD_TEXT_LIMITS.description),
      treatment: long('Steam inhalation twice daily', RECORD_TEXT_LIMITS.treatment),
    };
    const fitted = fitToPage(record);
    expect(fitted.shortened).toBe(true);
    expect(fitted.medications).toHaveLength(MEDICATIONS_MAX);
    for (const m of fitted.medications) {
      expect(m.instructions.length).toBeLessThanOrEqual(PRINT_CELL_LIMITS.instructions);
      expect(m.instructions.endsWith('…')).toBe(true);
    }
    expect(printedLines(fitted.notes.map((n) => n.text))).toBeLessThanOrEqual(noteLinesFor(MEDICATIONS_MAX));
    expect(fitted.notes[0].text.startsWith('Patient reports a persistent cough')).toBe(true);
  });

  it('leaves the notes more room when there are fewer medications', () => {
    expect(noteLinesFor(1)).toBeGreaterThan(noteLinesFor(MEDICATIONS_MAX));
    const record = { medications: [medication(1)], description: long('Notes', 3000), treatment: '' };
    expect(fitToPage(record).notes[0].text.length).toBeGreaterThan(
      fitToPage({ ...record, medications: Array.from({ length: 20 }, (_, i) => medication(i)) }).notes[0].text.length,
    );
  });

  it('cuts between words, never inside an emoji', () => {
    const record = { medications: [medication(1, '😀'.repeat(PRINT_CELL_LIMITS.instructions + 5))], description: '', treatment: '' };
    const text = fitToPage(record).medications[0].instructions;
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
