// Igbo words of the record writing screens (English: ../app/record-writing.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const recordWriting: CatalogueSection<'recordWriting'> = {
  rx: {
    kept: 'A na-edebe akwụkwọ ọgwụ a otú e si dee ya, dịka akụkụ akụkọ ya: ọ dịghị onye nwere ike ịgbanwe ya. Kama nke ahụ, kwụsị, dochie ma ọ bụ megharịa akwụkwọ ọgwụ na-arụ ọrụ ugbu a.',
    keptCurrent: 'A na-edebe akwụkwọ ọgwụ a otú e si dee ya (ọ na-edochi nke gara aga): ka ịgbanwee ya, kwụsị ya, dochie ya ma ọ bụ megharịa ya.',
    stop: 'Kwụsị',
    replace: 'Dochie',
    renew: 'Megharịa',
    stopTitle: 'Ị ga-akwụsị akwụkwọ ọgwụ a?',
    stopText: 'A ga-akara “{{title}}” na akwụsịla ya, a ga-agwakwa onye ọrịa ka ọ ghara iji ya ọzọ, ya na ihe kpatara ya.',
    reason: 'Ihe kpatara ya',
    reasonRequired: 'Kwuo ihe mere i ji kwụsị akwụkwọ ọgwụ a.',
    stopped: 'Akwụsịla akwụkwọ ọgwụ a. Agwala onye ọrịa.',
    renewTitle: 'Ị ga-emegharị akwụkwọ ọgwụ a?',
    renewText: 'A ga-ede akwụkwọ ọgwụ ọhụrụ nwere otu ọgwụ ahụ dị na “{{title}}” n’aha gị; a ga-akara nke ochie na edochiela ya.',
    renewed: 'Emegharịala akwụkwọ ọgwụ a. Agwala onye ọrịa.',
    failed: 'Enweghị ike ịgbanwe akwụkwọ ọgwụ a.',
    replaceTitle: 'Dochie akwụkwọ ọgwụ',
    replaceOfNamed:
      'Ọ na-edochi “{{title}}” nke {{date}}: mgbe i chekwara ya, a ga-akara ya na edochiela ya, a ga-agwakwa onye ọrịa ka o jiri naanị nke ọhụrụ.',
    replaceReason: 'Ihe mere e ji dochie ya (ọ bụghị iwu)',
    replaceReasonHint: 'Onye ọrịa ga-agụ nke a n’ozi ọkwa ya.',
  },
};
