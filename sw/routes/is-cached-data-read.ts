import { dataTableOf, userFromAuthorization, type DataTable } from '../shared/data-cache-keys';

/** GET reads of a cached table (any backend origin) made for a signed-in user; anon goes straight to the network. */
export function isCachedDataRead(request: Request, url: URL): DataTable | null {
  if (request.method !== 'GET') return null;
  const table = dataTableOf(url);
  if (!table || !userFromAuthorization(request.headers.get('authorization'))) return null;
  return table;
}
