// Random ids made in the browser: a chat message's client_id, a withdrawal's Idempotency-Key.

/** A version 4 UUID. crypto.randomUUID exists only on secure pages (https or this machine), and a
 * clinic may serve the app over plain http on its own network. */
export function newUuid(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const b = random(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
