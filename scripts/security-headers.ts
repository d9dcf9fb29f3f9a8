// What every page must answer with (netlify.toml's [[headers]]): checked by tests/e2e/security-headers.spec.ts
// against the local preview and by `npm run verify-deploy` against a deployed site.

const ONE_YEAR = 31_536_000;

/** A CSP split into directives: `{ 'script-src': ["'self'", …], … }`. */
export function parseCsp(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = values;
  }
  return directives;
}

/** Each rule a page's response headers (names in lower case) break, as a sentence; none when all hold. */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const csp = parseCsp(headers['content-security-policy'] ?? '');
  if (csp['frame-ancestors']?.join(' ') !== "'none'") problems.push("CSP frame-ancestors is not 'none'");
  // The header leaves scripts to the page's <meta> policy: a header script-src without the page's hashes
  // would block the islands the <meta> allows, as both policies apply.
  for (const directive of ['script-src', 'script-src-elem', 'default-src']) {
    if (csp[directive]) problems.push(`the CSP header carries ${directive}`);
  }
  const hsts = headers['strict-transport-security'] ?? '';
  if (!(Number(/max-age=(\d+)/.exec(hsts)?.[1]) >= ONE_YEAR) || !/includeSubDomains/i.test(hsts)) {
    problems.push(`Strict-Transport-Security is "${hsts}", not a year or more with includeSubDomains`);
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin') {
    problems.push('Referrer-Policy is not strict-origin-when-cross-origin');
  }
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    if (!new RegExp(`(^|,)\\s*${feature}=\\(\\)`).test(permissions))
      problems.push(`Permissions-Policy allows ${feature}`);
  }
  return problems;
}

/** Whether an asset's Cache-Control keeps it a year without revalidation (hashed file names). */
export function isCachedForAYear(cacheControl: string | undefined): boolean {
  return /immutable/.test(cacheControl ?? '') && Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1]) >= ONE_YEAR;
}
