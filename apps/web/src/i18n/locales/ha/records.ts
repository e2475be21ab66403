// Hausa words of the records screens (English: ../app/records.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const records: CatalogueSection<'records'> = {
  rx: {
    status: {
      active: 'Mai aiki',
      stopped: 'An dakatar',
      completed: 'An kammala',
      replaced: 'An maye gurbinta',
    },
    stoppedBy: '{{doctor}} ya dakatar da ita a ranar {{date}}.',
    replacedBy: '{{doctor}} ya maye gurbinta a ranar {{date}}:',
    reason: 'Dalili: {{reason}}',
    completedOn: 'Lokacin shan maganin ya ƙare a ranar {{date}}.',
    replaces: 'Wannan takardar magani ta maye gurbin',
    newOne: 'sabuwar takardar magani',
    earlierOne: 'takardar maganin da ta gabata',
  },
};
