// One side of a 1:1 call: the RTCPeerConnection, and the signalling that sets it up through the
// realtime channel. Only the doctor ever makes offers, so the two sides can never offer at once:
// the patient says "I am here" (`restart`) when it joins or loses the connection, and the doctor
// answers that with a new offer (an ICE restart once connected). The doctor also says "I am here"
// when it joins, which a waiting patient answers with its own, so whoever comes second is met.

import type { CallSignal } from '@naijacare/contracts';

export type ConnectionState = 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface CallConnectionOptions {
  /** The doctor makes the offers. */
  offerer: boolean;
  iceServers: RTCIceServer[];
  localStream: MediaStream;
  send(signal: CallSignal): void;
  onRemoteStream(stream: MediaStream): void;
  onState(state: ConnectionState): void;
  /** The other side hung up. */
  onBye(): void;
  /** Replaceable in tests. */
  createPeer?(config: RTCConfiguration): RTCPeerConnection;
}

/** How long a dropped connection may try to come back by itself before ICE is restarted. */
const DISCONNECTED_GRACE_MS = 3000;

export class CallConnection {
  readonly pc: RTCPeerConnection;
  private readonly pendingCandidates: RTCIceCandidateInit[] = [];
  private state: ConnectionState = 'waiting';
  private wasConnected = false;
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(private readonly options: CallConnectionOptions) {
    const create = options.createPeer ?? ((config) => new RTCPeerConnection(config));
    this.pc = create({ iceServers: options.iceServers });
    for (const track of options.localStream.getTracks()) this.pc.addTrack(track, options.localStream);
    this.pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate.toJSON();
      options.send({ kind: 'candidate', candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment } });
    };
    this.pc.ontrack = ({ streams, track }) => options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    this.pc.onconnectionstatechange = () => this.followConnection();
  }

  /** Joined: tell the other side, which (if there) starts or answers the negotiation. */
  start() {
    this.setState('connecting');
    this.options.send({ kind: 'restart' });
  }

  /** A signal from the other side of this call. */
  async receive(signal: CallSignal) {
    if (this.closed) return;
    try {
      switch (signal.kind) {
        case 'restart':
          // The doctor meets "I am here" with an offer; the patient meets the doctor's with its own.
          if (this.options.offerer) await this.offer();
          else this.options.send({ kind: 'restart' });
          return;
        case 'offer':
          if (this.options.offerer || !signal.sdp) return;
          await this.pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
          await this.addPendingCandidates();
          await this.pc.setLocalDescription(await this.pc.createAnswer());
          this.options.send({ kind: 'answer', sdp: this.pc.localDescription?.sdp ?? '' });
          return;
        case 'answer':
          // An answer to an offer already replaced by a newer one is dropped; the newer one's comes.
          if (!this.options.offerer || !signal.sdp || this.pc.signalingState !== 'have-local-offer') return;
          await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
          await this.addPendingCandidates();
          return;
        case 'candidate':
          if (!signal.candidate) return;
          if (!this.pc.remoteDescription) this.pendingCandidates.push(signal.candidate);
          else await this.pc.addIceCandidate(signal.candidate).catch(() => {});
          return;
        case 'bye':
          this.options.onBye();
          return;
      }
    } catch {
      // A description that no longer fits (crossed with a restart): negotiate again from the start.
      this.restartIce();
    }
  }

  /** The network changed (back online, another interface): find a new path at once. */
  restartIce() {
    if (this.closed) return;
    if (this.options.offerer) void this.offer().catch(() => {});
    else this.options.send({ kind: 'restart' });
  }

  /** Swaps the camera or microphone without renegotiating. */
  async replaceTrack(track: MediaStreamTrack) {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === track.kind);
    await sender?.replaceTrack(track);
  }

  hangUp() {
    if (this.closed) return;
    this.options.send({ kind: 'bye' });
    this.close();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.pc.close();
    this.setState('closed');
  }

  private async offer() {
    if (this.pc.signalingState === 'have-local-offer') await this.pc.setLocalDescription({ type: 'rollback' });
    const offer = await this.pc.createOffer({ iceRestart: this.pc.remoteDescription !== null });
    await this.pc.setLocalDescription(offer);
    this.options.send({ kind: 'offer', sdp: this.pc.localDescription?.sdp ?? '' });
  }

  private async addPendingCandidates() {
    for (const candidate of this.pendingCandidates.splice(0)) await this.pc.addIceCandidate(candidate).catch(() => {});
  }

  private followConnection() {
    const state = this.pc.connectionState;
    if (state === 'connected') {
      this.wasConnected = true;
      if (this.graceTimer) clearTimeout(this.graceTimer);
      this.graceTimer = null;
      return this.setState('connected');
    }
    if (!this.wasConnected) return;
    if (state === 'disconnected') {
      this.setState('reconnecting');
      this.graceTimer ??= setTimeout(() => {
        this.graceTimer = null;
        if (this.pc.connectionState !== 'connected') this.restartIce();
      }, DISCONNECTED_GRACE_MS);
    }
    if (state === 'failed') {
      this.setState('reconnecting');
      this.restartIce();
    }
  }

  private setState(state: ConnectionState) {
    if (this.state === state || (this.closed && state !== 'closed')) return;
    this.state = state;
    this.options.onState(state);
  }
}
