import { describe, expect, it } from 'vitest';
import { qualityBetween, sampleOf } from './quality';

describe('connection quality', () => {
  it('is unknown until a candidate pair has a round-trip time', () => {
    expect(qualityBetween(null, { packetsReceived: 10, packetsLost: 0, framesDecoded: 0 })).toBe('unknown');
  });

  it('is good with a short round trip and little loss since the last sample', () => {
    const before = { roundTripTime: 0.05, packetsReceived: 1000, packetsLost: 50, framesDecoded: 0 };
    // 50 lost long ago do not count: 1 lost of 500 since.
    expect(qualityBetween(before, { roundTripTime: 0.05, packetsReceived: 1499, packetsLost: 51, framesDecoded: 0 })).toBe('good');
  });

  it('is fair, then poor, as the round trip or the loss grows', () => {
    expect(qualityBetween(null, { roundTripTime: 0.45, packetsReceived: 100, packetsLost: 0, framesDecoded: 0 })).toBe('fair');
    expect(qualityBetween(null, { roundTripTime: 0.1, packetsReceived: 95, packetsLost: 5, framesDecoded: 0 })).toBe('fair');
    expect(qualityBetween(null, { roundTripTime: 0.9, packetsReceived: 100, packetsLost: 0, framesDecoded: 0 })).toBe('poor');
    expect(qualityBetween(null, { roundTripTime: 0.1, packetsReceived: 80, packetsLost: 20, framesDecoded: 0 })).toBe('poor');
  });

  it('reads the nominated pair and the inbound streams of a report', () => {
    const stats = [
      { type: 'candidate-pair', nominated: false, currentRoundTripTime: 2 },
      { type: 'candidate-pair', nominated: true, currentRoundTripTime: 0.02 },
      { type: 'inbound-rtp', kind: 'video', packetsReceived: 300, packetsLost: 2, framesDecoded: 90 },
      { type: 'inbound-rtp', kind: 'audio', packetsReceived: 500, packetsLost: 1, audioLevel: 0.3 },
      { type: 'outbound-rtp', kind: 'video', packetsSent: 999 },
    ];
    const report = { forEach: (fn: (s: Record<string, unknown>) => void) => stats.forEach(fn) } as unknown as RTCStatsReport;
    expect(sampleOf(report)).toEqual({ roundTripTime: 0.02, packetsReceived: 800, packetsLost: 3, framesDecoded: 90, audioLevel: 0.3 });
  });
});
