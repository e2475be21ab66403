// Recognising uploaded files by their content, never by the name or the type the client claims.

export interface ImageKind {
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  mime: string;
}

const startsWith = (b: Buffer, bytes: number[], offset = 0) => bytes.every((v, i) => b[offset + i] === v);

export function detectImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { extension: 'webp', mime: 'image/webp' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { extension: 'gif', mime: 'image/gif' };
  return null;
}
