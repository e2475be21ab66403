// Child commands that end with the script that started them. A browser-test shard is a tree of
// processes (npx, the Playwright runner, its worker and browser, and the shard's server with its
// database); when the runner was stopped, the shards went on and their servers kept their ports
// and databases. Each child is started as the leader of its own process group, and a signal to the
// script is passed on to every group: first SIGINT, which lets Playwright end its tests and stop
// the server it started, then, after `graceMs`, SIGKILL to whatever of a group is left.

import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface ProcessGroups {
  spawn(command: string, args: string[], options: SpawnOptions): ChildProcess;
  /** Stops every group still running: SIGINT now, SIGKILL after the grace period. */
  stop(): void;
}

export function processGroups({ graceMs = 15_000, onStopSignal = true } = {}): ProcessGroups {
  const running = new Set<ChildProcess>();
  const signal = (child: ChildProcess, name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group has already ended.
    }
  };
  let stopping = false;
  const groups: ProcessGroups = {
    spawn(command, args, options) {
      const child = spawn(command, args, { ...options, detached: true });
      running.add(child);
      child.on('close', () => running.delete(child));
      return child;
    },
    stop() {
      if (stopping) return;
      stopping = true;
      for (const child of running) signal(child, 'SIGINT');
      // The whole group, not only the leader: a process that outlived its parent is still in it.
      setTimeout(() => {
        for (const child of running) signal(child, 'SIGKILL');
      }, graceMs).unref();
    },
  };
  if (onStopSignal) {
    for (const name of STOP_SIGNALS) {
      process.once(name, () => {
        groups.stop();
        process.exitCode = 130;
      });
    }
  }
  return groups;
}
