import type { ChildProcess, StdioOptions } from 'node:child_process';
export const JANUS_BINARY: string;
export function findJanus(): { binary: string; lib: string } | undefined;
export function writeJanusConfig(options: { dataDir: string; port: number; lib: string; rtpPorts?: string }): { dir: string; recDir: string };
export type RunningJanus = { url: string; recDir: string; child: ChildProcess; stop: () => Promise<void> };
export function startJanus(options: { dataDir: string; stdio?: StdioOptions; timeoutMs?: number }): Promise<RunningJanus | undefined>;
