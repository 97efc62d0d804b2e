/**
 * `npm start -- --https` (a certificate from this installation's local certificate authority) or
 * `--cert <file> --key <file>` (the user's own PEM files): what the app and the backend serve TLS with.
 * Tablets need a secure context (https, or localhost) for the service worker, so for offline use.
 */
export type TlsChoice = { kind: 'none' } | { kind: 'generated' } | { kind: 'given'; certFile: string; keyFile: string };

function valueOf(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === name) {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) throw new Error(`${name} needs a file, e.g. ${name} ./workshop.pem`);
      return value;
    }
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

export function tlsChoice(argv: readonly string[] = process.argv.slice(2)): TlsChoice {
  const certFile = valueOf(argv, '--cert');
  const keyFile = valueOf(argv, '--key');
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new Error('--cert and --key go together: the certificate and its private key');
    return { kind: 'given', certFile, keyFile };
  }
  return argv.includes('--https') ? { kind: 'generated' } : { kind: 'none' };
}
