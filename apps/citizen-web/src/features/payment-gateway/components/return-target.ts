/**
 * Where the gateway's page returns: the `return` path the act card gave
 * (a path of this site only: no scheme, no host, no `//`), else the act's
 * payments tab in the citizen web.
 */
export function returnTarget(raw: string | null, actId: string | null): string {
  const fallback = actId ? `/my_notarial_act/${encodeURIComponent(actId)}?tab=payments` : '/my_notarial_act';
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 32)) return fallback;
  return raw;
}

/** Paths of the other apps on this site (the kiosk, the notary console) load their own app. */
export function isOtherApp(path: string): boolean {
  return /^\/(kiosk|console)(\/|$|\?)/.test(path);
}
