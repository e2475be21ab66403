// A QR code drawn in the browser as SVG (the qrcode package's encoder), for the printed
// prescription: it encodes the public address where a pharmacist checks the verification code.
// Drawn synchronously, so it is on the sheet when the print dialog opens.

import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The dark modules of the code as one SVG path, one unit a module. */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
  return { size: modules.size, d: parts.join('') };
}

export function QrCode({ text, label, sizeMm }: { text: string; label: string; sizeMm: number }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="verification-qr"
      data-qr-text={text}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      width={`${sizeMm}mm`}
      height={`${sizeMm}mm`}
      shapeRendering="crispEdges"
      style={{ flex: 'none' }}
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
