// A log stream for tests that read what the app logged: everything written is kept as text.

import { Writable } from 'node:stream';

export function logSink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    /** Everything logged since the start or the last `clear()`. */
    text: () => text,
    clear: () => {
      text = '';
    },
    /** The logged lines, parsed. */
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown> & { [key: string]: unknown }),
  };
}
