// Igbo words of the records screens (English: ../app/records.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const records: CatalogueSection<'records'> = {
  rx: {
    status: {
      active: 'Ọ na-arụ ọrụ',
      stopped: 'Akwụsịla ya',
      completed: 'Ọ gwụla',
      replaced: 'Edochiela ya',
    },
    stoppedBy: '{{doctor}} kwụsịrị ya na {{date}}.',
    replacedBy: '{{doctor}} dochiri ya na {{date}}:',
    reason: 'Ihe kpatara ya: {{reason}}',
    completedOn: 'Oge iji ọgwụ a gwụrụ na {{date}}.',
    replaces: 'Akwụkwọ ọgwụ a dochiri',
    newOne: 'akwụkwọ ọgwụ ọhụrụ',
    earlierOne: 'akwụkwọ ọgwụ nke mbụ',
  },
};
