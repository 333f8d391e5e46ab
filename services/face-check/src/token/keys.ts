/**
 * The ES256 key that signs SUCCESS tokens. Generated at the first start into
 * FACE_CHECK_KEY_DIR and kept there, so a restart keeps verifying tokens
 * issued before it and the API's cached JWKS stays valid.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { FACE_CHECK_ALGORITHM } from '@notary/face-check/token';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

const FILE = 'signing-key.json';

async function fromJwk(jwk: JWK): Promise<SigningKey> {
  const { d: _secret, ...publicPart } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicPart));
  const privateKey = (await importJWK(jwk, FACE_CHECK_ALGORITHM)) as CryptoKey;
  return { kid, privateKey, publicJwk: { kty: publicPart.kty, crv: publicPart.crv, x: publicPart.x, y: publicPart.y, kid, alg: FACE_CHECK_ALGORITHM, use: 'sig' } };
}

export async function loadOrCreateSigningKey(dir: string): Promise<SigningKey> {
  const file = join(dir, FILE);
  try {
    return await fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`cannot read the face-check signing key ${file}: ${(error as Error).message}`);
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { privateKey } = await generateKeyPair(FACE_CHECK_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const { d: _secret, ...publicPart } = jwk;
  jwk.kid = await calculateJwkThumbprint(publicPart);
  try {
    // 'wx': when two replicas start on one volume at once, the second keeps the first's key.
    await writeFile(file, `${JSON.stringify(jwk)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  }
  return fromJwk(jwk);
}

/** GET /face-check/jwks.json */
export function jwks(keys: SigningKey[]): { keys: JWK[] } {
  return { keys: keys.map((k) => k.publicJwk) };
}
