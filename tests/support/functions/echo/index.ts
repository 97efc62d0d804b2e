/** A fixture edge function for the function-runner test: echoes what it received. */
export default async function handler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const body = req.method === 'GET' ? null : await req.json();
  return new Response(
    JSON.stringify({
      method: req.method,
      path: url.pathname,
      search: url.search,
      authorization: req.headers.get('authorization'),
      body,
    }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Echo': 'yes' },
    },
  );
}
