/**
 * The addresses whose answer depends on the time (the product tree and one node, the references and
 * one reference, the campaigns): what 'Fram i tid' asks for at the chosen moment. Everything else
 * (settings, the map key, health) is the same at any time.
 */
const AT_THE_TIME = /\/api\/(?:(?:products|projects)(?:\/(?!health$)[^/]+)?|campaigns)$/;

const plainFetch: typeof fetch = (input, init) => fetch(input, init);

/**
 * A transport for the API client (lib/api-client's setApiTransport) that asks the content routes for
 * what visitors will see at `at` (`?at=`, answered to staff only, never cached) and passes every
 * other request on unchanged.
 */
export function atTransport(at: Date, next: typeof fetch = plainFetch): typeof fetch {
  const query = `at=${encodeURIComponent(at.toISOString())}`;
  return (input, init) => {
    if (typeof input !== 'string' || (init?.method ?? 'GET').toUpperCase() !== 'GET') return next(input, init);
    const [path = '', search] = input.split('?', 2);
    if (!AT_THE_TIME.test(path)) return next(input, init);
    return next(search ? `${input}&${query}` : `${input}?${query}`, init);
  };
}

/** The API client's own transport, put back when the view returns to now. */
export { plainFetch };
