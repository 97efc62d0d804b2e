import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '../../../ui';
import type { CachedQuery } from '../../../lib/use-cached-query';

/** Spinner while loading, 'Error loading data' with a retry when the read failed, else the content. */
export function LoadState<T>({ query, children }: { query: CachedQuery<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <div className="inline-error" role="alert">
        <p>
          <Trans>Error loading data</Trans>
        </p>
        <Button variant="secondary" onClick={query.reload}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    );
  }
  return <Spinner />;
}
