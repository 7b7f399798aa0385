/** A small local HTTP server that plays a provider (WeChat, Twilio) in tests, recording each request. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  contentType?: string;
  body: unknown;
}

export interface FakeServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(answer: (request: SeenRequest) => FakeAnswer): Promise<FakeServer> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method!,
        url: new URL(req.url!, 'http://fake'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(seen);
      const reply = answer(seen);
      // connection: close — a kept-alive socket that the server times out (5 s) just as fetch reuses it fails a
      // POST on a slow run; a fresh connection per request keeps the fakes deterministic.
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json', connection: 'close' });
      res.end(typeof reply.body === 'string' || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
