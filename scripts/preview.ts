// Serves the built dist/ the way Netlify does: static files, functions, local Blobs, and the
// headers and redirects of netlify.toml. Unknown paths get dist/404.html with status 404.
import { NetlifyDev } from '@netlify/dev';
import { shouldBase64Encode } from '@netlify/dev-utils';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT) || 4321;

const netlify = new NetlifyDev({
  projectRoot: root,
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  images: { enabled: false },
  serverAddress: null,
});
await netlify.start();

const notFoundPage = await readFile(new URL('../dist/404.html', import.meta.url));

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (response.body) Readable.fromWeb(response.body as never).pipe(res);
  else res.end();
}

/**
 * @netlify/functions-dev 5 reads a request body as UTF-8 text, then has the function runtime
 * base64-decode it when the type is binary (images, multipart), which destroys photo uploads.
 * Sending such bodies base64-encoded makes that round trip hand the function the original bytes.
 */
async function withBinaryBodyEncoded(req: IncomingMessage): Promise<IncomingMessage> {
  const type = req.headers['content-type'] ?? '';
  if (req.method === 'GET' || req.method === 'HEAD' || !shouldBase64Encode(type)) return req;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = { ...req.headers };
  delete headers['content-length'];
  return Object.assign(Readable.from([Buffer.from(Buffer.concat(chunks).toString('base64'))]), {
    headers,
    url: req.url,
    method: req.method,
  }) as unknown as IncomingMessage;
}

const server = createServer(async (req, res) => {
  try {
    const headers: Record<string, string> = {};
    const result = await netlify.handleAndIntrospectNodeRequest(await withBinaryBodyEncoded(req), {
      headersCollector: (key, value) => {
        headers[key] = value;
      },
    });
    if (result) {
      for (const [key, value] of Object.entries(headers)) result.response.headers.set(key, value);
      await send(res, result.response);
      return;
    }
    const page = new Response(notFoundPage, {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    });
    await send(res, page);
  } catch (error) {
    console.error('preview: request failed', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end('Internal error');
  }
});

server.listen(port, () => {
  console.log(`Preview of dist/ at http://localhost:${port}`);
});

const stop = async () => {
  server.close();
  await netlify.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
