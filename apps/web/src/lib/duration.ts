// Lengths of recordings and calls, as a media player writes them: "0:07", "12:30", "1:02:03".
// Minutes alone ("1 min") hid a recording of a few seconds and rounded a long one.

/** Whole seconds as m:ss, or h:mm:ss from an hour; null when the length is unknown. */
export function durationText(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
