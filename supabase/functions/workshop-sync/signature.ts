/**
 * Proof of possession (as OAuth DPoP, RFC 9449, does for tokens): a push counts only when signed by
 * the private key that never leaves the tablet. ECDSA P-256 with SHA-256, the signature in WebCrypto's
 * IEEE P1363 form (r || s, 64 bytes), base64url, over the exact bytes of the request body.
 */

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
}

/** Whether the signature header is the device key's signature of these bytes; false on any doubt. */
export async function verifySignature(
  jwk: PublicJwk,
  header: string | null,
  body: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const signature = header ? base64UrlBytes(header.trim()) : null;
  if (!signature || signature.length !== 64) return false;
  try {
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, ext: true },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, body);
  } catch {
    return false;
  }
}
