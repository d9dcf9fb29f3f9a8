// `npm run bench -- --http2`: Netlify serves a site over HTTP/2 and TLS, the preview over HTTP/1.1 in the
// clear, and Lighthouse's simulation tells them apart. For HTTP/1.1 it charges a handshake for each
// connection Chrome opens beside the first (a page's images get several); for HTTPS it charges the TLS
// round trip. This front serves what a plain HTTP server answers the way Netlify serves it.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { constants, createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
}

/** A certificate for localhost, made by openssl for this run alone: the browsers are told to accept it. */
export function localCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('npm run bench -- --http2 makes its certificate with openssl: install it');
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Headers about one HTTP/1.1 connection, which HTTP/2 forbids.
const CONNECTION_HEADERS = /^(connection|keep-alive|proxy-connection|transfer-encoding|upgrade)$/;

/**
 * Serves over HTTP/2 and TLS, at an origin of its own, whatever the HTTP server at `port` answers,
 * status, headers and bytes as they come (a gzip body stays gzip).
 */
export async function http2Front(port: number, certificate: Certificate) {
  const server = createSecureServer(certificate);
  server.on('stream', (stream, headers) => {
    const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));
    const upstream = request(
      {
        port,
        path: headers[':path'],
        method: headers[':method'],
        headers: { ...forwarded, host: `localhost:${port}` },
      },
      (response) => {
        if (stream.destroyed) return void response.resume();
        const answer = Object.entries(response.headers).filter(([name]) => !CONNECTION_HEADERS.test(name));
        stream.respond({ ':status': response.statusCode, ...Object.fromEntries(answer) });
        response.pipe(stream);
      },
    );
    // A browser cancels requests (a page left, a Chromium closed after its run): the answer goes nowhere.
    stream.on('error', () => upstream.destroy());
    stream.on('aborted', () => upstream.destroy());
    upstream.on('error', () => {
      if (!stream.destroyed) stream.close(constants.NGHTTP2_INTERNAL_ERROR);
    });
    stream.pipe(upstream);
  });
  await once(server.listen(0), 'listening');
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
