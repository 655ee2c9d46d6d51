import type { Renderer, RenderResponse } from '../functions/src/render';

/** A render handler's response that records what it was told: status, headers and the body a client reads. */
export function renderResponse() {
  // The Functions framework's Express sets this before the handler runs.
  const sent = { status: 0, headers: { 'X-Powered-By': 'Express' } as Record<string, string>, body: undefined as string | Buffer | undefined };
  const res: RenderResponse = {
    status(code) {
      sent.status = code;
      return res;
    },
    set(field, value) {
      sent.headers[field] = value;
      return res;
    },
    removeHeader(field) {
      delete sent.headers[field];
    },
    send(body) {
      // What a client reads: text, unless it was compressed.
      sent.body = sent.headers['Content-Encoding'] ? body : body.toString();
    },
    end() {
      sent.body = '';
    },
  };
  return { res, sent };
}

/** A sitemap with every page of the content it is given, one <loc> each: what the renderer's real sitemap lists. */
export const plainSitemap: Renderer['sitemapXml'] = ({ tree, projects }) => {
  const paths: string[] = [];
  const walk = (nodes: typeof tree.sub) => nodes.forEach((n) => (paths.push(`/${n.metadata.path}`), walk(n.sub)));
  walk(tree.sub);
  return `<urlset>${[...paths, ...projects.map((p) => `/referanser/${p.id}`)].map((p) => `<url><loc>${p}</loc></url>`).join('')}</urlset>`;
};
