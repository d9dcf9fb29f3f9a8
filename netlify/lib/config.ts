// Settings of the quote backend, read from the environment (documented in docs/deploying.md).

const DEFAULT_RATE_LIMIT_PER_HOUR = 3;

export function rateLimitPerHour(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number.parseInt(env.QUOTE_RATE_LIMIT_PER_HOUR ?? '', 10);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_RATE_LIMIT_PER_HOUR;
}

/** Local runs: Netlify's dev tooling (`npm start`, `npm run preview`) sets NETLIFY_LOCAL; tests pass "dev". */
export function isLocal(deployContext: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return deployContext === 'dev' || env.NETLIFY_LOCAL === 'true';
}
