import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCachedForAYear, securityHeaderProblems } from '../../scripts/security-headers';

/** The headers netlify.toml gives every path ("/*"), names in lower case as fetch reports them. */
function configuredHeaders(): Record<string, string> {
  const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
  const block = /for = "\/\*"\s*\[headers\.values\]([\s\S]*?)(?:\n\s*\n|\[\[)/.exec(toml)![1];
  return Object.fromEntries(
    [...block.matchAll(/^\s*([\w-]+) = "(.*)"$/gm)].map(([, name, value]) => [name.toLowerCase(), value]),
  );
}

describe('securityHeaderProblems', () => {
  it('finds nothing wrong with the headers netlify.toml sets', () => {
    const headers = configuredHeaders();
    expect(Object.keys(headers)).toContain('content-security-policy');
    expect(securityHeaderProblems(headers)).toEqual([]);
  });

  it('names each rule a response breaks', () => {
    const headers = {
      ...configuredHeaders(),
      'content-security-policy': "default-src 'self'; frame-ancestors 'self'",
      'strict-transport-security': 'max-age=300',
      'permissions-policy': 'camera=()',
    };
    delete (headers as Record<string, string>)['x-content-type-options'];
    expect(securityHeaderProblems(headers)).toEqual([
      "CSP frame-ancestors is not 'none'",
      'the CSP header carries default-src',
      'Strict-Transport-Security is "max-age=300", not a year or more with includeSubDomains',
      'X-Content-Type-Options is not nosniff',
      'Permissions-Policy allows microphone',
      'Permissions-Policy allows geolocation',
    ]);
  });
});

describe('isCachedForAYear', () => {
  it('holds for immutable with a max-age of a year or more only', () => {
    expect(isCachedForAYear('public, max-age=31536000, immutable')).toBe(true);
    expect(isCachedForAYear('public, max-age=31536000')).toBe(false);
    expect(isCachedForAYear('public, max-age=3600, immutable')).toBe(false);
    expect(isCachedForAYear(undefined)).toBe(false);
  });
});
