// Whose fault a failed send is: the one message's (or one address's), or the server's or mail
// account's (docs/quote-backend.md#the-delivery-rule).

interface SmtpFailure {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
}

const asFailure = (error: unknown) => (error ?? {}) as SmtpFailure;

/** `message`: this email or address was refused, others may go; `server`: the server or account failed as a whole. */
export type FailureScope = 'message' | 'server';

/** The reply's enhanced status code (RFC 3463), e.g. `5.7.0`. */
const enhancedStatus = (response: unknown) =>
  typeof response === 'string' ? /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] : undefined;

/**
 * Replies about the account or the system rather than the message: the mail system's status
 * (x.3.x, e.g. out of storage), congestion or a sending quota (x.4.5, Gmail's daily limit), or
 * words of a sending quota or rate. A full mailbox (x.2.x) or a bad address (x.1.x) is that
 * recipient's, whatever its words.
 */
function speaksOfAccount(response: unknown): boolean {
  const status = enhancedStatus(response);
  if (status && /^\d\.[12]\./.test(status)) return false;
  if (status && /^\d\.(3\.\d+|4\.5)$/.test(status)) return true;
  return (
    typeof response === 'string' &&
    /quota ?exceeded|sending (quota|limit)|rate.?limit|too many (messages|emails)/i.test(response)
  );
}

/**
 * A refusal at RCPT TO or at the end of DATA belongs to that message (and that address), unless
 * its code says the server or the account is the problem: 421 at any stage, a quota or rate reply.
 * A failed connection, login or MAIL FROM says the server is down for every email. The site's own
 * time limit on one send (EABORT) is that message's: one slow send holds no other.
 */
export function failureScope(error: unknown): FailureScope {
  const { responseCode, command, code, response } = asFailure(error);
  if (responseCode === 421 || speaksOfAccount(response)) return 'server';
  if (command === 'RCPT TO' || command === 'DATA' || code === 'EABORT') return 'message';
  return 'server';
}

/**
 * The server took the envelope and refused the message at the end of DATA for good (5xx): for
 * what it says, as Gmail's `552 5.7.0 … content presents a potential security issue` for a link.
 */
export function isRefusedForContent(error: unknown): boolean {
  const { responseCode, command } = asFailure(error);
  return (
    command === 'DATA' && typeof responseCode === 'number' && responseCode >= 500 && failureScope(error) === 'message'
  );
}

/** What a failure is recorded and logged as: the SMTP reply code, else the error code or name. SMTP messages quote addresses. */
export function failureCode(error: unknown): string {
  const { responseCode, code } = asFailure(error);
  if (typeof responseCode === 'number') return String(responseCode);
  // The only abort is the send's own time limit.
  if (code === 'EABORT') return 'timeout';
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown';
}
