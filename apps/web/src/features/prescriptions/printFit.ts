// What of a prescription goes on its one printed A4 page. The sheet's type and table are small
// (printSheet.css.ts), each medication's cells are held to two lines of their column, and the
// notes get the lines the medications leave; whatever is longer is cut between words with "…",
// and the sheet says so and points to the app, where the whole record is.
//
// The limits are counted in characters on the wide side (DejaVu Sans, the widest of the fonts the
// sheet may fall back to), so a cut text always fits; CSS line clamps are the last guard.

import type { MedicalRecord, Medication } from '@naijacare/contracts';

/** Characters that fit two lines of each column of the medications table. */
export const PRINT_CELL_LIMITS = { name: 56, dosage: 30, frequency: 40, duration: 26, instructions: 80 } as const;

/** Characters on one line of the notes, across the page. */
export const NOTE_LINE_CHARS = 95;
/** Room taken on a note's first line by its run-in label ("Treatment: "). */
const LABEL_CHARS = 12;
/** Lines of notes the page holds with no medication (the verification block with its QR code takes
 * about six), and those each medication row takes from them. */
const PAGE_NOTE_LINES = 44;
const LINES_PER_MEDICATION = 2;
/** A superseded or no longer current sheet carries a banner saying so. */
const BANNER_LINES = 3;
const MIN_NOTE_LINES = 4;

export interface PrintNote {
  key: 'description' | 'treatment';
  text: string;
}

export interface FittedPrescription {
  medications: Medication[];
  notes: PrintNote[];
  /** Something was cut to fit: the sheet says so. */
  shortened: boolean;
}

/** Lines of notes the page holds beside this many medications. */
export const noteLinesFor = (medications: number, superseded = false): number =>
  Math.max(MIN_NOTE_LINES, PAGE_NOTE_LINES - LINES_PER_MEDICATION * medications - (superseded ? BANNER_LINES : 0));

const chars = (text: string): string[] => Array.from(text);

/** Lines a paragraph takes, its first line sharing room with the note's label. */
const paragraphLines = (paragraph: string, first: boolean): number =>
  Math.max(1, Math.ceil((chars(paragraph).length + (first ? LABEL_CHARS : 0)) / NOTE_LINE_CHARS));

/** The lines the notes take on the page, each with its label. */
export function printedLines(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + text.split('\n').reduce((n, p, i) => n + paragraphLines(p, i === 0), 0), 0);
}

/** The text held to `max` characters (code points, never half an emoji), cut between words where one ends near the limit. */
export function clip(text: string, max: number): { text: string; clipped: boolean } {
  const all = chars(text);
  if (all.length <= max) return { text, clipped: false };
  const room = all.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= max * 0.6 ? room.slice(0, space) : room;
  return { text: `${cut.join('').trimEnd()}…`, clipped: true };
}

/** A note held to `lines` lines: whole paragraphs while they fit, then the one that does not, cut. */
function clipToLines(text: string, lines: number): { text: string; clipped: boolean } {
  const kept: string[] = [];
  let left = lines;
  const paragraphs = text.split('\n');
  for (const [i, paragraph] of paragraphs.entries()) {
    const need = paragraphLines(paragraph, i === 0);
    if (need <= left) {
      kept.push(paragraph);
      left -= need;
      continue;
    }
    if (left > 0) kept.push(clip(paragraph, left * NOTE_LINE_CHARS - (i === 0 ? LABEL_CHARS : 0)).text);
    else if (kept.length > 0) kept[kept.length - 1] = `${kept[kept.length - 1].trimEnd()} …`;
    return { text: kept.join('\n'), clipped: true };
  }
  return { text, clipped: false };
}

/** Shares the lines between the notes: each keeps what it needs up to an even share, the rest goes to the longer. */
function shareLines(needs: readonly number[], budget: number): number[] {
  if (needs.reduce((a, b) => a + b, 0) <= budget) return [...needs];
  if (needs.length === 1) return [budget];
  const share = Math.floor(budget / 2);
  const [a, b] = needs;
  if (a <= share) return [a, budget - a];
  if (b <= share) return [budget - b, b];
  return [budget - share, share];
}

/** The prescription as it is printed: cells and notes held to what one page holds. */
export function fitToPage(
  record: Pick<MedicalRecord, 'medications' | 'description' | 'treatment'> & Partial<Pick<MedicalRecord, 'amended_by' | 'prescription_status'>>,
): FittedPrescription {
  let shortened = false;
  const cell = (text: string, max: number) => {
    const fitted = clip(text, max);
    shortened ||= fitted.clipped;
    return fitted.text;
  };
  const medications = record.medications.map((m) => ({
    name: cell(m.name, PRINT_CELL_LIMITS.name),
    dosage: cell(m.dosage, PRINT_CELL_LIMITS.dosage),
    frequency: cell(m.frequency, PRINT_CELL_LIMITS.frequency),
    duration: cell(m.duration, PRINT_CELL_LIMITS.duration),
    instructions: cell(m.instructions, PRINT_CELL_LIMITS.instructions),
  }));

  const written: PrintNote[] = (['description', 'treatment'] as const).flatMap((key) => {
    const text = record[key].trim();
    return text ? [{ key, text }] : [];
  });
  const notCurrent = record.prescription_status != null && record.prescription_status !== 'active';
  const budget = noteLinesFor(medications.length, (record.amended_by?.length ?? 0) > 0 || notCurrent);
  const lines = shareLines(
    written.map((n) => printedLines([n.text])),
    budget,
  );
  const notes = written.map((note, i) => {
    const fitted = clipToLines(note.text, lines[i]);
    shortened ||= fitted.clipped;
    return { key: note.key, text: fitted.text };
  });
  return { medications, notes, shortened };
}
