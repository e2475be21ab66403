// How good the connection is, from WebRTC statistics two samples apart: what the person sees as
// "Good", "Fair" or "Poor" beside the video. Round-trip time and the share of packets lost since the
// last sample are what a person hears as delay and as broken-up sound.

export type ConnectionQuality = 'good' | 'fair' | 'poor' | 'unknown';

/** The counters read from one `getStats()` report. */
export interface StatsSample {
  /** Seconds, of the selected candidate pair; undefined before it is known. */
  roundTripTime?: number;
  packetsReceived: number;
  packetsLost: number;
  /** Video frames decoded from the other party (0 for an audio call). */
  framesDecoded: number;
  /** The other party's audio level, 0 to 1. */
  audioLevel?: number;
}

/** Thresholds as the ITU's guidance for conversation puts them: under 300 ms one way feels live. */
const GOOD = { rtt: 0.3, loss: 0.02 };
const FAIR = { rtt: 0.6, loss: 0.08 };

export function qualityBetween(previous: StatsSample | null, current: StatsSample): ConnectionQuality {
  if (current.roundTripTime === undefined) return 'unknown';
  const received = current.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = current.packetsLost - (previous?.packetsLost ?? 0);
  const loss = received + lost > 0 ? Math.max(0, lost) / (received + lost) : 0;
  if (current.roundTripTime <= GOOD.rtt && loss <= GOOD.loss) return 'good';
  if (current.roundTripTime <= FAIR.rtt && loss <= FAIR.loss) return 'fair';
  return 'poor';
}

/** The sample of a report: the nominated candidate pair's round trip and the inbound streams. */
export function sampleOf(report: RTCStatsReport): StatsSample {
  const sample: StatsSample = { packetsReceived: 0, packetsLost: 0, framesDecoded: 0 };
  report.forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'candidate-pair' && stat.nominated && typeof stat.currentRoundTripTime === 'number') {
      sample.roundTripTime = stat.currentRoundTripTime;
    }
    if (stat.type === 'inbound-rtp') {
      sample.packetsReceived += Number(stat.packetsReceived ?? 0);
      sample.packetsLost += Number(stat.packetsLost ?? 0);
      if (stat.kind === 'video') sample.framesDecoded += Number(stat.framesDecoded ?? 0);
      if (stat.kind === 'audio' && typeof stat.audioLevel === 'number') sample.audioLevel = stat.audioLevel;
    }
  });
  return sample;
}
