/**
 * A certificate authority of this installation, kept in the data folder and reused, so that a tablet
 * trusts it once (docs/workshop-tablets.md) and every later certificate it signs; and a server
 * certificate signed by it for the names and addresses the app is served on. node-forge builds the
 * X.509 structures, which Node's crypto cannot.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export interface LocalCa {
  certFile: string;
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
// Apple refuses server certificates valid for more than 825 days, even from a CA the user installed.
const SERVER_DAYS = 397;

function serial(): string {
  // Positive: the leading byte's high bit clear.
  return `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
}

/** Node's own key generation (native, a fraction of node-forge's JavaScript one), handed to node-forge as PEM. */
function newKeys(): forge.pki.rsa.KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey) as forge.pki.rsa.PublicKey,
    privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
  };
}

/** Loads the CA from `dir`, or creates it there (ca.pem to install on tablets, ca-key.pem never leaves). */
export function loadOrCreateCa(dir: string): LocalCa {
  const certFile = path.join(dir, 'ca.pem');
  const keyFile = path.join(dir, 'ca-key.pem');
  if (existsSync(certFile) && existsSync(keyFile)) {
    return {
      certFile,
      cert: forge.pki.certificateFromPem(readFileSync(certFile, 'utf8')),
      key: forge.pki.privateKeyFromPem(readFileSync(keyFile, 'utf8')) as forge.pki.rsa.PrivateKey,
    };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = newKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * YEAR_MS);
  const name = [
    { name: 'commonName', value: `TaaS workshop CA (${os.hostname()})` },
    { name: 'organizationName', value: 'TaaS local installation' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  writeFileSync(keyFile, forge.pki.privateKeyToPem(keys.privateKey), { mode: 0o600 });
  writeFileSync(certFile, forge.pki.certificateToPem(cert), { mode: 0o644 });
  return { certFile, cert, key: keys.privateKey };
}

/** The names a server certificate for `host` covers: it, localhost, and this machine's addresses for 0.0.0.0 / ::. */
export function serverNames(host: string): string[] {
  const names = new Set<string>(['localhost', '127.0.0.1']);
  if (host === '0.0.0.0' || host === '::') {
    for (const list of Object.values(os.networkInterfaces()))
      for (const address of list ?? []) if (!address.internal) names.add(address.address);
    names.add(os.hostname());
  } else {
    names.add(host);
  }
  return [...names];
}

/** A server certificate (PEM) signed by the CA for these names, with a fresh key. */
export function issueServerCertificate(ca: LocalCa, names: string[]): { cert: string; key: string } {
  const keys = newKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + SERVER_DAYS * 24 * 3600 * 1000);
  cert.setSubject([{ name: 'commonName', value: names.find((n) => !isIP(n) && n !== 'localhost') ?? names[0]! }]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: names.map((n) => (isIP(n) ? { type: 7, ip: n } : { type: 2, value: n })),
    },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: forge.pki.privateKeyToPem(keys.privateKey) };
}
