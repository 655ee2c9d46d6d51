import { createContext, useContext } from 'react';

/**
 * What the server renderer answers besides the HTML (decision 016): screens say "this is a 404" or
 * "the canonical address is elsewhere" while they render. In the browser there is none: no-ops.
 */
export interface ServerResponse {
  status: number;
  redirect: { to: string; status: 301 | 308 } | undefined;
  notFound(): void;
  redirectTo(to: string): void;
}

export function createServerResponse(): ServerResponse {
  const response: ServerResponse = {
    status: 200,
    redirect: undefined,
    notFound() {
      response.status = 404;
    },
    redirectTo(to) {
      response.redirect ??= { to, status: 301 };
    },
  };
  return response;
}

const ServerResponseContext = createContext<ServerResponse | null>(null);

export const ServerResponseProvider = ServerResponseContext.Provider;

/** The server's response while rendering there; `null` in the browser. */
export function useServerResponse(): ServerResponse | null {
  return useContext(ServerResponseContext);
}
