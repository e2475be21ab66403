// Hausa words of the admin audit screens (English: ../app/admin-audit.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminAudit: CatalogueSection<'adminAudit'> = {
  actions: { list: 'An nuna a jeri' },
  entities: { medical_records: 'Takardun jinya (jeri ɗaya)', record_files: 'Fayilolin takardar jinya (jeri)' },
};
