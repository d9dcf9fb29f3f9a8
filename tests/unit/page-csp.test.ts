import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { trimScriptHashes } from '../../src/lib/build/page-csp';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)![1];

describe('trimScriptHashes', () => {
  const island = 'console.log("island")';
  const unused = 'console.log("another directive")';

  it("keeps the hashes of the page's inline scripts and drops the others", () => {
    const html = page(
      `default-src 'self'; script-src 'self' ${hash(island)} ${hash(unused)}; style-src 'self'`,
      `<script>${island}</script>`,
    );
    expect(policyOf(trimScriptHashes(html))).toBe(
      `default-src 'self'; script-src 'self' ${hash(island)} ; style-src 'self'`,
    );
  });

  it('counts module scripts but not JSON-LD, which never runs', () => {
    const data = '{"@type":"Organization"}';
    const html = page(
      `script-src 'self' ${hash(island)} ${hash(data)}`,
      `<script type="module">${island}</script><script type="application/ld+json">${data}</script>`,
    );
    expect(policyOf(trimScriptHashes(html))).toBe(`script-src 'self' ${hash(island)} `);
  });

  it('leaves hashes outside script-src alone', () => {
    const html = page(`style-src 'self' ${hash(unused)}; script-src 'self'`, '');
    expect(policyOf(trimScriptHashes(html))).toBe(`style-src 'self' ${hash(unused)}; script-src 'self'`);
  });

  it('changes nothing on a page without a policy', () => {
    const html = `<html><body><script>${island}</script></body></html>`;
    expect(trimScriptHashes(html)).toBe(html);
  });
});
