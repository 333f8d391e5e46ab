/**
 * Reads the payload of the service's JWT without verifying it: the browser
 * only shows the best shot; the API verifies the signature (spec/shell.md 4
 * step 4, then POST /auth with the jwt).
 */
export type FaceCheckResult = {
  isOk: boolean;
  livenessWasSuccessful: boolean;
  /** Base64 JPEG of the best frame (no data: prefix). */
  bestshot: string;
  jwt: string;
};

export function decodeFaceCheckToken(jwt: string): FaceCheckResult {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('not a JWT');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const payload = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  return {
    isOk: payload.isOk === true,
    livenessWasSuccessful: payload.livenessWasSuccessful === true,
    bestshot: typeof payload.bestshot === 'string' ? payload.bestshot : '',
    jwt,
  };
}
