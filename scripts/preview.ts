// Serves the built dist/ the way Netlify does: static files, functions, local Blobs, and the
// headers and redirects of netlify.toml. Unknown paths get dist/404.html with status 404.
import { NetlifyDev } from '@netlify/dev';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT) || 4321;

if (!existsSync(`${root}dist/index.html`)) {
  console.error('preview: dist/ holds no build: run npm run build first');
  process.exit(1);
}

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

// Text is gzipped (level 9, as the byte budgets are stated), as Netlify's CDN compresses it, so
// npm run bench sees production-like transfer sizes.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

async function send(req: IncomingMessage, res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body) return res.end();
  const gzip =
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding') &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = Buffer.from(await response.arrayBuffer());
  if (!gzip) return res.end(body);
  // Whole, with a content-length as a CDN sends a static file: chunked framing would add bytes.
  const compressed = gzipSync(body, { level: 9 });
  res.setHeader('content-length', compressed.length);
  res.setHeader('content-encoding', 'gzip');
  res.appendHeader('vary', 'Accept-Encoding');
  res.end(compressed);
}

/** An address under /es/ that no built file answers, when the build has the Spanish 404. */
function isUnknownSpanishPath(pathname: string): boolean {
  if (!pathname.startsWith('/es/') || !existsSync(`${root}dist/es/404.html`)) return false;
  const file = `${root}dist${decodeURIComponent(pathname).replace(/\/+$/, '')}`;
  return ![file, `${file}.html`, `${file}/index.html`].some((candidate) => existsSync(candidate));
}

const server = createServer(async (req, res) => {
  try {
    const headers: Record<string, string> = {};
    // The build's `_redirects` answers an unknown /es/… address with the Spanish 404 and status 404;
    // @netlify/dev serves that rule's page with status 200, so the preview answers those addresses itself.
    const spanishNotFound = isUnknownSpanishPath(new URL(req.url ?? '/', 'http://localhost').pathname);
    const result = spanishNotFound
      ? undefined
      : await netlify.handleAndIntrospectNodeRequest(req, {
          headersCollector: (key, value) => {
            headers[key] = value;
          },
        });
    if (result) {
      for (const [key, value] of Object.entries(headers)) result.response.headers.set(key, value);
      await send(req, res, result.response);
      return;
    }
    // Netlify answers unknown paths with 404.html and the same header rules as any page; under /es/ with
    // the Spanish one, when the build wrote its rule (dist/_redirects).
    const notFoundPage = spanishNotFound ? '/es/404.html' : '/404.html';
    const notFound = await netlify.handleAndIntrospect(new Request(`http://localhost:${port}${notFoundPage}`), {
      headersCollector: (key, value) => {
        headers[key] = value;
      },
    });
    if (!notFound) throw new Error('dist/404.html is missing: run npm run build');
    const page = new Response(notFound.response.body, { status: 404, headers: notFound.response.headers });
    for (const [key, value] of Object.entries(headers)) page.headers.set(key, value);
    await send(req, res, page);
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
