import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OtherSite {
  /** http://127.0.0.1:{port}: another origin than the product's. */
  url: string;
  close(): Promise<void>;
}

/**
 * A stand-in for an agent's own website: a tiny HTTP server on 127.0.0.1 on a
 * free port (so another origin than the product's) answering `html` for
 * every path.
 */
export async function serveOtherSite(html: string): Promise<OtherSite> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
