/** The TLS material `npm start` serves with, from the user's files or the local certificate authority. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isLoopback } from './bind-address.ts';
import { issueServerCertificate, loadOrCreateCa, serverNames } from './local-ca.ts';
import type { TlsChoice } from './tls-options.ts';

export interface ServerTls {
  cert: string;
  key: string;
  /** The CA file to install on tablets, when the certificate comes from the local CA. */
  caFile?: string;
}

export function resolveTls(choice: TlsChoice, host: string, tlsDir: string): ServerTls | undefined {
  if (choice.kind === 'given')
    return {
      cert: readFileSync(path.resolve(choice.certFile), 'utf8'),
      key: readFileSync(path.resolve(choice.keyFile), 'utf8'),
    };
  if (choice.kind === 'none') return undefined;
  const ca = loadOrCreateCa(tlsDir);
  return { ...issueServerCertificate(ca, serverNames(host)), caFile: ca.certFile };
}

/** What `npm start` says about TLS: where the CA is, or plainly that tablets on the network get no offline. */
export function tlsNotice(tls: ServerTls | undefined, host: string): string | undefined {
  if (tls?.caFile)
    return [
      `  HTTPS with this installation's certificate authority: ${tls.caFile}`,
      '  Install it once on each tablet (docs/workshop-tablets.md), then open the https:// address.',
    ].join('\n');
  if (tls) return '  HTTPS with the given certificate.';
  if (isLoopback(host)) return undefined;
  return [
    `  Without HTTPS on ${host}, tablets get NO OFFLINE: browsers give the service worker (and so the`,
    '  app without a network) only to https:// pages and localhost. Start with --https (or --cert and --key).',
  ].join('\n');
}
