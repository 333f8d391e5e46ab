import type { Server } from 'node:http';

export const MAX_URL_LENGTH: number;
export const CONTENT_SECURITY_POLICY: string;
export const APP_SECURITY_HEADERS: Record<string, string>;
export function checkRequestTarget(url: string | undefined): { ok: true; pathname: string } | { ok: false; reason: string };
export function startGateway(options: {
  port: number;
  host?: string;
  apiUrl: string;
  faceCheckUrl: string;
  apps: { base: string; dir: string }[];
  log?: (line: string) => void;
}): Promise<Server>;
