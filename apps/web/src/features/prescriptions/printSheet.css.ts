// Printing one prescription: the app (shell, other prescriptions, everything in #root) is not
// printed; only the sheet rendered beside it in <body>, laid out to fit one A4 page even at its
// longest (MEDICATIONS_MAX medications and long notes, held to what fits by printFit.ts).
export const PRINT_SHEET_CLASS = 'prescription-print-sheet';

const s = `.${PRINT_SHEET_CLASS}`;

export const PRINT_CSS = `
${s} { display: none; }
@page { size: A4; margin: 15mm; }
@media print {
  body > *:not(${s}) { display: none !important; }
  body { background: #fff !important; }
  ${s} { display: block !important; color: #000; font: 9pt/1.25 Arial, 'Liberation Sans', Helvetica, sans-serif; }
  ${s} header { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 1.5pt solid #000; padding-bottom: 1.5mm; margin-bottom: 3mm; }
  ${s} .brand { font-size: 14pt; font-weight: 700; }
  ${s} .kind { font-size: 11pt; font-weight: 600; }
  ${s} .banner { border: 1.5pt solid #000; padding: 1.5mm 2mm; margin-bottom: 3mm; font-weight: 700; }
  ${s} table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  ${s} th, ${s} td { border: 0.5pt solid #888; padding: 0.6mm 1.2mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  ${s} .facts { margin-bottom: 3mm; }
  ${s} .facts th { font-weight: 600; font-size: 7.5pt; background: #f2f2f2; }
  ${s} h2 { font-size: 11pt; margin: 0 0 1.5mm; overflow-wrap: anywhere; }
  ${s} .medications { font-size: 8pt; line-height: 1.2; }
  ${s} .medications th { background: #f2f2f2; }
  ${s} .medications td > div { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
  ${s} tr { break-inside: avoid; }
  ${s} .notes { margin-top: 2.5mm; }
  ${s} .notes p { margin: 0 0 1.5mm; white-space: pre-wrap; overflow-wrap: anywhere; }
  ${s} .verify { display: flex; gap: 3mm; align-items: center; margin-top: 3mm; border-top: 0.5pt solid #888; padding-top: 2mm; font-size: 8pt; }
  ${s} .verify .code { font-family: 'Courier New', monospace; font-size: 10pt; letter-spacing: 0.5pt; }
  ${s} footer { margin-top: 3mm; border-top: 0.5pt solid #888; padding-top: 1.5mm; font-size: 7.5pt; }
}`;
