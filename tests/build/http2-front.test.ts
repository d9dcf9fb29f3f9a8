import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { http2Front, localCertificate } from '../../scripts/http2-front';

it('serves over HTTP/2 and TLS what a plain server answers: its status, its headers and its gzip bytes', async () => {
  const body = gzipSync('<!doctype html><html lang="es"><title>Inicio</title><p>Hola</p>');
  const plain = createServer((request, response) => {
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'x-asked-for': `${request.url} ${request.headers['accept-encoding']}`,
      })
      .end(body);
  });
  await once(plain.listen(0), 'listening');
  const front = await http2Front((plain.address() as AddressInfo).port, localCertificate());
  const session = connect(front.origin, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':path': '/es?ref=1', 'accept-encoding': 'gzip' });
    const [headers] = (await once(stream, 'response')) as [IncomingHttpHeaders];
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);

    expect(session.alpnProtocol).toBe('h2');
    expect(headers[':status']).toBe(200);
    expect(headers['x-asked-for']).toBe('/es?ref=1 gzip');
    expect(headers['content-encoding']).toBe('gzip');
    // The plain server says "Connection: keep-alive", which HTTP/2 forbids.
    expect(headers.connection).toBeUndefined();
    expect(Buffer.concat(chunks)).toEqual(body);
  } finally {
    session.close();
    front.close();
    plain.close();
  }
});
