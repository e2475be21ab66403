import { describe, expect, it } from 'vitest';
import { closeRecording, FIRST_PIECE_MIN_BYTES, PieceQueue, recordingType } from './recorder';

const bytes = (n: number) => new Blob([new Uint8Array(n)]);

describe('recording pieces', () => {
  it('hold a short start until it is long enough for the server to tell its container', async () => {
    const sent: { sequence: number; size: number }[] = [];
    const queue = new PieceQueue(async (sequence, data) => void sent.push({ sequence, size: data.size }));
    queue.add(bytes(1)); // MediaRecorder's header, cut after its first byte
    queue.add(bytes(FIRST_PIECE_MIN_BYTES - 2));
    await queue.finish();
    expect(sent).toEqual([{ sequence: 0, size: FIRST_PIECE_MIN_BYTES - 1 }]);

    const later = new PieceQueue(async (sequence, data) => void sent.push({ sequence, size: data.size }));
    sent.length = 0;
    later.add(bytes(1));
    later.add(bytes(FIRST_PIECE_MIN_BYTES));
    later.add(bytes(5));
    await later.finish();
    expect(sent).toEqual([
      { sequence: 0, size: FIRST_PIECE_MIN_BYTES + 1 },
      { sequence: 1, size: 5 },
    ]);
  });

  it('are sent one at a time, in order, and a failed one is sent again before the next', async () => {
    const sent: number[] = [];
    let failures = 1;
    const queue = new PieceQueue(
      async (sequence) => {
        if (sequence === 1 && failures-- > 0) throw new Error('offline');
        sent.push(sequence);
      },
      async () => {},
    );
    queue.add(bytes(FIRST_PIECE_MIN_BYTES));
    queue.add(new Blob(['b']));
    queue.add(new Blob([]));
    queue.add(new Blob(['c']));
    await queue.finish();
    expect(sent).toEqual([0, 1, 2]);
    expect(queue.count).toBe(3);
  });

  it('finish waits for a piece still being sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const sent: number[] = [];
    const queue = new PieceQueue(async (sequence) => {
      await gate;
      sent.push(sequence);
    });
    queue.add(new Blob(['a']));
    const done = queue.finish();
    expect(sent).toEqual([]);
    release();
    await done;
    expect(sent).toEqual([0]);
  });

  it('stop at a refusal that sending again cannot change, and say so', async () => {
    const sent: number[] = [];
    const refusal = Object.assign(new Error('consent withdrawn'), { status: 409 });
    const queue = new PieceQueue(async (sequence) => {
      if (sequence === 1) throw refusal;
      sent.push(sequence);
    });
    queue.add(bytes(FIRST_PIECE_MIN_BYTES));
    queue.add(new Blob(['b']));
    queue.add(new Blob(['c']));
    await queue.finish();
    expect(sent).toEqual([0]);
    expect(queue.failure).toBe(refusal);
  });

  it('after a refused piece, what arrived before it is still closed, with its length in whole seconds', async () => {
    const refusal = Object.assign(new Error('consent withdrawn'), { status: 409 });
    const queue = new PieceQueue(async (sequence) => {
      if (sequence === 2) throw refusal;
    });
    const closed: number[] = [];
    for (const piece of [bytes(FIRST_PIECE_MIN_BYTES), new Blob(['b']), new Blob(['c'])]) queue.add(piece);
    await closeRecording(queue, { piece: async () => {}, ready: async (seconds) => void closed.push(seconds) }, 7900);
    expect(closed).toEqual([7]);
  });

  it('with nothing arrived, the refusal is reported and nothing is closed', async () => {
    const refusal = Object.assign(new Error('consent withdrawn'), { status: 409 });
    const queue = new PieceQueue(async () => {
      throw refusal;
    });
    queue.add(new Blob(['a']));
    const closed: number[] = [];
    await expect(closeRecording(queue, { piece: async () => {}, ready: async (s) => void closed.push(s) }, 3000)).rejects.toBe(refusal);
    expect(closed).toEqual([]);
  });

  it('are recorded in a container the browser supports', () => {
    expect(recordingType(true, (t) => t === 'video/webm')).toBe('video/webm');
    expect(recordingType(false, (t) => t.startsWith('audio/mp4'))).toBe('audio/mp4');
    expect(recordingType(true, () => false)).toBe('');
  });
});
