// Files a new record was saved without (the server refused them): held in memory while the
// address moves from "new record" to the saved record's own, so that a reload cannot write the
// record twice, and the doctor can still send the files from there. Never kept across a reload:
// the record's edit page attaches files too.

import type { ErrorText } from '../../lib/errors';
import type { PickedFile } from './files';

export interface UnsentFiles {
  files: PickedFile[];
  /** The server's refusal, by file name. */
  fileErrors: Record<string, string>;
  problem: ErrorText;
}

const held = new Map<number, UnsentFiles>();

export const holdUnsentFiles = (recordId: number, unsent: UnsentFiles): void => {
  held.set(recordId, unsent);
};
export const unsentFilesOf = (recordId: number): UnsentFiles | undefined => held.get(recordId);
export const dropUnsentFiles = (recordId: number): void => {
  held.delete(recordId);
};
