// Hausa words of the wallet screens (English: ../app/wallet.ts).
// Like the whole catalogue, they await a native speaker's review (index.ts).

import type { CatalogueSection } from '../../catalogue';

export const wallet: CatalogueSection<'wallet'> = {
  debtTitle: 'Ana bin ka bashin {{amount}}',
  debtText:
    'An yanke shawarar mayar da kuɗi bayan ka riga ka cire kuɗin aikinka, fiye da abin da ya rage maka daga ciki. Za a cire bashin daga kuɗin aikinka na gaba yayin da suke shigowa; kafin a biya shi ba za ka iya cire kuɗi ba.',
  debtAdded: 'Bashi {{amount}}',
  debtPaid: 'An biya bashi {{amount}}',
  types: { debt_recovery: 'An biya bashi' },
};
