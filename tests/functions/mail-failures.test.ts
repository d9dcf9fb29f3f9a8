import { describe, expect, it } from 'vitest';
import { failureScope, isRefusedForContent } from '../../netlify/lib/email/mail-failures';

/** A failure as nodemailer throws it: the stage, and the server's reply when there was one. */
const smtp = (command: string, response?: string, code = 'EENVELOPE') =>
  Object.assign(new Error('failed'), {
    code,
    command,
    ...(response && { response, responseCode: Number(response.slice(0, 3)) }),
  });

describe('whose fault a failed send is', () => {
  it.each([
    ['an address refused at RCPT', smtp('RCPT TO', '550 5.1.1 No such user'), 'message'],
    ['a full mailbox at RCPT, whatever its words', smtp('RCPT TO', '452 4.2.2 The account is over quota'), 'message'],
    [
      'a message refused for its content',
      smtp('DATA', '552 5.7.0 content presents a potential security issue'),
      'message',
    ],
    ['a message deferred at the end of DATA', smtp('DATA', '451 4.7.1 Try again later'), 'message'],
    ['one slow send, ended by the site', Object.assign(new Error('aborted'), { code: 'EABORT' }), 'message'],
    ['421 at any stage', smtp('RCPT TO', '421 4.7.0 Too many connections, closing'), 'server'],
    ['a daily sending quota', smtp('DATA', '550 5.4.5 Daily user sending limit exceeded'), 'server'],
    ['a quota named in words', smtp('DATA', '554 SubmissionQuotaExceeded: quota exceeded'), 'server'],
    ['the mail system out of storage', smtp('DATA', '452 4.3.1 Insufficient system storage'), 'server'],
    ['a refused login', smtp('AUTH PLAIN', '535 5.7.8 Username and Password not accepted', 'EAUTH'), 'server'],
    ['a refused sender', smtp('MAIL FROM', '550 5.7.1 Sender address rejected'), 'server'],
    ['a refused connection', Object.assign(new Error('connect'), { code: 'ESOCKET', command: 'CONN' }), 'server'],
  ])('%s is the %s’s', (_, error, scope) => {
    expect(failureScope(error)).toBe(scope);
  });

  it('takes only a 5xx for the message itself at the end of DATA as a refusal for content', () => {
    expect(isRefusedForContent(smtp('DATA', '552 5.7.0 content presents a potential security issue'))).toBe(true);
    expect(isRefusedForContent(smtp('DATA', '451 4.7.1 Try again later'))).toBe(false);
    expect(isRefusedForContent(smtp('DATA', '550 5.4.5 Daily user sending limit exceeded'))).toBe(false);
    expect(isRefusedForContent(smtp('RCPT TO', '550 5.1.1 No such user'))).toBe(false);
  });
});
