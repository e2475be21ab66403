// Yoruba words of the admin audit screens (English: ../app/admin-audit.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const adminAudit: CatalogueSection<'adminAudit'> = {
  actions: { list: 'A fihàn nínú àkójọ' },
  entities: { medical_records: 'Àwọn àkọsílẹ̀ ìtọ́jú (àkójọ kan)', record_files: 'Àwọn fáìlì àkọsílẹ̀ (àkójọ)' },
};
