import { describe, expect, it } from 'vitest';
import { closeRecording, PieceQueue, recordingType } from './recorder';

describe('recording pieces', () => {
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
    queue.add(new Blob(['a']));
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
    queue.add(new Blob(['a']));
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
    for (const piece of ['a', 'b', 'c']) queue.add(new Blob([piece]));
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
