import type { Server } from 'node:http';

export const MAX_URL_LENGTH: number;
export function checkRequestTarget(url: string | undefined): { ok: true; pathname: string } | { ok: false; reason: string };
export function startGateway(options: {
  port: number;
  host?: string;
  apiUrl: string;
  faceCheckUrl: string;
  apps: { base: string; dir: string }[];
  log?: (line: string) => void;
}): Promise<Server>;
