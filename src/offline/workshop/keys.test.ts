import { describe, expect, it } from 'vitest';
import { fromBase64Url } from './base64url';
import { createDeviceKeys, signBody } from './keys';

describe('the device key pair', () => {
  it('keeps the private key unreadable and registers only public members', async () => {
    const { privateKey, publicJwk } = await createDeviceKeys();
    expect(privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', privateKey)).rejects.toThrow();
    expect(Object.keys(publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
  });

  it('signs the exact body bytes so the public key verifies them, and nothing else', async () => {
    const { privateKey, publicJwk } = await createDeviceKeys();
    const body = JSON.stringify({ device_id: 'd', note: 'perché' });
    const signature = fromBase64Url(await signBody(privateKey, body));
    expect(signature.length).toBe(64); // IEEE P1363: r || s
    const key = await crypto.subtle.importKey('jwk', publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    const verify = (text: string) =>
      crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, new TextEncoder().encode(text));
    expect(await verify(body)).toBe(true);
    expect(await verify(body.replace('perché', 'perche'))).toBe(false);
  });
});
