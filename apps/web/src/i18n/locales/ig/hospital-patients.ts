// Igbo words of the hospital patients screens (English: ../app/hospital-patients.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const hospitalPatients: CatalogueSection<'hospitalPatients'> = {
  all: 'Niile',
  view: {
    open: 'Mepee ndekọ {{name}} kesara',
    back: 'Laghachi na ndị ọrịa',
    backToPatient: 'Laghachi na onye ọrịa ahụ',
    intro:
      'Ihe onye ọrịa a kesara ụlọ ọgwụ unu. Unu nwere ike ịgụ ya mana unu enweghị ike ịgbanwe ya, naanị mgbe ikike ya ka dị. Onye ọrịa ahụ ga-ahụ ndekọ ọ bụla unu meghere.',
    readOnly: 'Ịgụ naanị',
    facts: 'Eziokwu ahụike',
    records: 'Ndekọ na akwụkwọ ọgwụ',
    filter: 'Gosi ndekọ ụdị',
    noRecords: 'Enweghị ndekọ a ga-egosi.',
    files_one: 'Faịlụ {{count}}',
    files_other: 'Faịlụ {{count}}',
    loadMore: 'Bubata ndị ọzọ',
    failed: 'Enweghị ike ibubata ndekọ onye ọrịa a.',
    recordsFailed: 'Enweghị ike ibubata ndekọ ndị ahụ.',
    recordFailed: 'Enweghị ike ibubata ndekọ a.',
    endedTitle: 'Ekesaghị ụlọ ọgwụ unu ndekọ a',
    endedText: 'Ikike onye ọrịa ahụ akwụsịla (ma ọ bụ e nyeghị ya mbụ). Nye onye ọrịa ahụ koodu ikike ọhụrụ ma ọ bụrụ na ọ chọrọ ịkesa ya ọzọ.',
  },
};
