// Igbo words of the admin audit screens (English: ../app/admin-audit.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminAudit: CatalogueSection<'adminAudit'> = {
  actions: { list: 'Egosiri n’ndepụta' },
  entities: { medical_records: 'Ndekọ ọgwụgwọ (otu ndepụta)', record_files: 'Faịlụ ndekọ (ndepụta)' },
};
