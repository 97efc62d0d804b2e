import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** The state of a read as screens see it (src/lib/use-cached-query's CachedQuery fits). */
export interface LoadableQuery<T> {
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * Spinner while loading; when the read failed, the error (default 'Error loading data') with a
 * retry; else the content.
 */
export function LoadState<T>({
  query,
  errorText,
  children,
}: {
  query: LoadableQuery<T>;
  errorText?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <div className="inline-error" role="alert">
        <p>{errorText ?? <Trans>Error loading data</Trans>}</p>
        <Button variant="secondary" onClick={query.reload}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    );
  }
  return <Spinner />;
}
