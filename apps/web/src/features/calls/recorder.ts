// A call's recording, made in the doctor's browser: both voices mixed into one track with the
// patient's video, cut by MediaRecorder into a piece every few seconds, and each piece uploaded
// while the call goes on, in order. A tab that closes loses at most the piece being recorded; a
// piece that fails to upload is sent again (the server keeps a sequence once), and the recording
// is marked ready only after the last piece has arrived.

/** Seconds of recording in each uploaded piece: what a dropped tab may lose at most. */
export const RECORDING_PIECE_MS = 3000;

/**
 * The first upload waits until it holds this much. The server reads the container from the first
 * piece, and MediaRecorder can hand over its header a byte at a time: when the first frames come
 * later than a timeslice (a busy machine), its first piece is the lone byte 0x1A, which no server
 * can tell from anything else.
 */
export const FIRST_PIECE_MIN_BYTES = 1024;

export interface RecordingUploads {
  /** Sends one piece; resolves once the server has it. */
  piece(sequence: number, data: Blob): Promise<void>;
  /** Marks the recording complete, with its length. */
  ready(durationSeconds: number): Promise<void>;
}

export type RecorderState = 'recording' | 'finishing' | 'ready' | 'failed';

/** The container the browser can record, best first (Chromium and Firefox: WebM; Safari: MP4). */
export function recordingType(video: boolean, isSupported: (type: string) => boolean = (t) => MediaRecorder.isTypeSupported(t)): string {
  const candidates = video ? ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'] : ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
  return candidates.find(isSupported) ?? '';
}

/**
 * Sends pieces one at a time, in order, retrying a failed one with a growing wait; `finish`
 * resolves when every piece has been sent. Kept apart from MediaRecorder so it can be tested.
 */
/** An answer from the server that sending again will not change (4xx other than a timeout or a limit). */
function isRefusal(err: unknown): boolean {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export class PieceQueue {
  private readonly pieces: Blob[] = [];
  /** The start of the recording, held until it is long enough to be the first piece. */
  private head: Blob[] = [];
  private sent = 0;
  private running = false;
  private finished: (() => void) | null = null;
  private waiting: Promise<void> | null = null;
  /** The refusal that stopped the pieces, if one did. */
  failure: unknown = null;

  constructor(
    private readonly send: (sequence: number, data: Blob) => Promise<void>,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  add(data: Blob) {
    if (data.size === 0 || this.failure) return;
    if (this.pieces.length === 0) {
      this.head.push(data);
      if (this.head.reduce((size, part) => size + part.size, 0) < FIRST_PIECE_MIN_BYTES) return;
      data = this.joinedHead();
    }
    this.pieces.push(data);
    void this.run();
  }

  private joinedHead(): Blob {
    const joined = new Blob(this.head, { type: this.head[0]?.type });
    this.head = [];
    return joined;
  }

  /** Resolves once every piece added so far has been sent (a short start is sent as it is). */
  finish(): Promise<void> {
    if (this.head.length > 0 && !this.failure) {
      this.pieces.push(this.joinedHead());
      void this.run();
    }
    if (!this.running && this.sent === this.pieces.length) return Promise.resolve();
    this.waiting ??= new Promise<void>((resolve) => {
      this.finished = resolve;
    });
    return this.waiting;
  }

  get count() {
    return this.pieces.length;
  }

  /** Pieces the server has. */
  get delivered() {
    return this.sent;
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    while (this.sent < this.pieces.length) {
      for (let attempt = 0; ; attempt++) {
        try {
          await this.send(this.sent, this.pieces[this.sent] as Blob);
          break;
        } catch (err) {
          // The server refused the piece for good (consent withdrawn, too large, not this doctor's):
          // sending it again cannot help, and waiting on it would keep the recording from closing.
          if (isRefusal(err)) {
            this.failure = err;
            this.pieces.length = this.sent;
            break;
          }
          await this.wait(Math.min(10_000, 500 * 2 ** attempt));
        }
      }
      if (this.failure) break;
      this.sent++;
    }
    this.running = false;
    this.finished?.();
    this.finished = null;
    this.waiting = null;
  }
}

/**
 * Once every piece is sent, the recording is closed with its length (whole seconds, as the list
 * and the player count them). A refused piece (consent withdrawn, too large) still closes what
 * arrived before it, which was recorded with consent; only a recording with nothing to close
 * reports the refusal.
 */
export async function closeRecording(queue: PieceQueue, uploads: RecordingUploads, elapsedMs: number): Promise<void> {
  await queue.finish();
  if (queue.failure && queue.delivered === 0) throw queue.failure;
  await uploads.ready(Math.floor(elapsedMs / 1000));
}

/** Both voices in one track: the microphone here and the other side's audio. */
function mixedAudio(context: AudioContext, streams: MediaStream[]): MediaStreamTrack[] {
  const destination = context.createMediaStreamDestination();
  for (const stream of streams) if (stream.getAudioTracks().length) context.createMediaStreamSource(stream).connect(destination);
  return destination.stream.getAudioTracks();
}

export class CallRecorder {
  private readonly context = new AudioContext();
  private readonly recorder: MediaRecorder;
  private readonly queue: PieceQueue;
  private readonly startedAt = Date.now();
  private stopped: Promise<void>;

  constructor(
    /** The server's recording these pieces belong to. */
    readonly recordingId: number,
    local: MediaStream,
    remote: MediaStream,
    video: boolean,
    private readonly uploads: RecordingUploads,
  ) {
    const tracks = [...(video ? remote.getVideoTracks().slice(0, 1) : []), ...mixedAudio(this.context, [local, remote])];
    const mimeType = recordingType(video);
    this.recorder = new MediaRecorder(new MediaStream(tracks), mimeType ? { mimeType } : undefined);
    this.queue = new PieceQueue((sequence, data) => uploads.piece(sequence, data));
    this.recorder.ondataavailable = (event) => this.queue.add(event.data);
    this.stopped = new Promise((resolve) => {
      this.recorder.onstop = () => resolve();
    });
    this.recorder.start(RECORDING_PIECE_MS);
  }

  private closing: Promise<void> | null = null;

  /** Stops, sends what is left, and marks the recording ready; called again, the same closing. */
  stop(): Promise<void> {
    this.closing ??= (async () => {
      const elapsed = Date.now() - this.startedAt;
      if (this.recorder.state !== 'inactive') this.recorder.stop();
      await this.stopped;
      void this.context.close();
      await closeRecording(this.queue, this.uploads, elapsed);
    })();
    return this.closing;
  }
}
