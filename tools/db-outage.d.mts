export type OutageRound = {
  recoveryMs: number | null;
  writesAcknowledged: number;
  writesAcknowledgedBeforeKill: number;
  writesLost: number;
  answers500: number;
  statuses: Record<string, number>;
  connectionFailures: number;
  isApiAlive: boolean;
};
export function runDatabaseOutage(options?: { rounds?: number; workers?: number; pauseMs?: number; log?: (line: string) => void }): Promise<{
  rounds: OutageRound[];
  apiLog: () => string;
  isApiAlive: boolean;
}>;
