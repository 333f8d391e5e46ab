import type { Server } from 'node:http';

export const MAX_URL_LENGTH: number;
export const CONTENT_SECURITY_POLICY: string;
export const APP_SECURITY_HEADERS: Record<string, string>;
export function checkRequestTarget(url: string | undefined): { ok: true; pathname: string } | { ok: false; reason: string };
export function startGateway(options: {
  port: number;
  host?: string;
  /** One API; or apiUrls for replicas (issue 17.3). */
  apiUrl?: string;
  apiUrls?: string[];
  faceCheckUrl: string;
  apps: { base: string; dir: string }[];
  log?: (line: string) => void;
}): Promise<Server>;

export const REPLICA_DOWN_MS: number;
export type ApiReplica = { url: string; downUntil: number };
export function apiReplicas(
  urls: (string | undefined)[],
  now?: () => number,
): { all: ApiReplica[]; pick(req: { url?: string; socket?: { remoteAddress?: string } }): ApiReplica; markDown(replica: ApiReplica): void };
