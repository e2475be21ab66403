// Hausa words of the hospital patients screens (English: ../app/hospital-patients.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const hospitalPatients: CatalogueSection<'hospitalPatients'> = {
  all: 'Duka',
  view: {
    open: 'Buɗe bayanan da {{name}} ya raba',
    back: 'Koma ga marasa lafiya',
    backToPatient: 'Koma ga mara lafiyan',
    intro:
      'Abin da wannan mara lafiya ya raba da asibitinku. Za ku iya karanta shi amma ba za ku iya canza shi ba, kuma sai lokacin da izininsa ke aiki. Duk bayanin da kuka buɗe, mara lafiyan zai gani.',
    readOnly: 'Karatu kawai',
    facts: 'Bayanan lafiya',
    records: 'Bayanai da takardun magani',
    filter: 'Nuna bayanai irin',
    noRecords: 'Babu bayanan da za a nuna.',
    files_one: 'Fayil {{count}}',
    files_other: 'Fayiloli {{count}}',
    loadMore: 'Ƙara lodawa',
    failed: 'Ba a iya lodo bayanan wannan mara lafiya ba.',
    recordsFailed: 'Ba a iya lodo bayanan ba.',
    recordFailed: 'Ba a iya lodo wannan bayanin ba.',
    endedTitle: 'Ba a raba wannan bayanin da asibitinku ba',
    endedText: 'Izinin mara lafiyan ya ƙare (ko ba a taɓa ba da shi ba). Ba mara lafiyan sabuwar lambar izini idan yana son sake raba bayanansa.',
  },
};
