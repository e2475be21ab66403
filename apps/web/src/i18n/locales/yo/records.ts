// Yoruba words of the records screens (English: ../app/records.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const records: CatalogueSection<'records'> = {
  rx: {
    status: {
      active: 'Ó ń ṣiṣẹ́',
      stopped: 'A ti dá a dúró',
      completed: 'Ó ti parí',
      replaced: 'A ti rọ́pò rẹ̀',
    },
    stoppedBy: '{{doctor}} dá a dúró ní {{date}}.',
    replacedBy: '{{doctor}} fi òmíràn rọ́pò rẹ̀ ní {{date}}:',
    reason: 'Ìdí: {{reason}}',
    completedOn: 'Àkókò lílo oògùn náà parí ní {{date}}.',
    replaces: 'Ìwé oògùn yìí rọ́pò',
    newOne: 'ìwé oògùn tuntun',
    earlierOne: 'ìwé oògùn ti tẹ́lẹ̀',
  },
};
