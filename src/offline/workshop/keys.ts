import { toBase64Url } from './base64url';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

/**
 * The tablet's key pair. The private key is created non-extractable: script on the page can ask
 * it to sign but can never read it, so a copy of the tablet's storage cannot be replayed elsewhere.
 */
export async function createDeviceKeys(): Promise<{ privateKey: CryptoKey; publicJwk: JsonWebKey }> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  // Only the public members go to the server.
  const publicJwk: JsonWebKey = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk };
}

/** The signature header: ECDSA P-256 / SHA-256 over the body's exact UTF-8 bytes (IEEE P1363), base64url. */
export async function signBody(privateKey: CryptoKey, body: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    privateKey,
    new TextEncoder().encode(body),
  );
  return toBase64Url(signature);
}
