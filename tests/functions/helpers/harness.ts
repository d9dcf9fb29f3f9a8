// A real Blobs server (behind a proxy that can fail writes to a store) and a real SMTP server,
// both in process, plus a Netlify function context for calling the functions directly.
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Context } from '@netlify/functions';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from '../../fixtures/quoted-printable';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { MAX_OWNER_EMAILS_PER_DAY } from '../../../netlify/lib/config';
import { uploadMetadata } from '../../../netlify/lib/photos/storage';
import { notificationStatus, type QuoteRecord } from '../../../netlify/lib/storage/quote-record';
import { parseOutboxKey, photoKeys, requestKeys, STORE_NAMES } from '../../../netlify/lib/storage/layout';
import { openStore } from '../../../netlify/lib/storage/stores';
import {
  ENDPOINTS,
  HONEYPOT_FIELD,
  QUOTE_VALUE_FIELDS,
  UPLOAD_KEY_HEADER,
  type Quote,
  type QuoteValueField,
} from '../../../src/lib/quote';

const TOKEN = 'test-token';
export const LATE_ANSWER_MS = 150;
export const ORIGIN = 'https://quotes.test';

export interface Blobs {
  directory: string;
  /** Where the functions' Blobs calls go. */
  edgeURL: string;
  /** Store names whose writes answer 500, as when Blobs is down. */
  failingWrites: Set<string>;
  /** Store names whose every request answers 500. */
  failingStores: Set<string>;
  /** Store names whose requests are never answered, as when Blobs hangs. */
  stallingStores: Set<string>;
  /** Store names whose requests are carried out at once but answered LATE_ANSWER_MS later, as by a store under load. */
  lateStores: Set<string>;
  /** `<store>/<key prefix>`s whose writes are carried out but answered 500: the write landed, its answer was lost. */
  lostWriteAnswers: Set<string>;
  stop(): Promise<void>;
}

/** `siteID` "0" is the one a local, unlinked Netlify dev server uses. */
export async function startBlobs(siteID = 'test-site'): Promise<Blobs> {
  const directory = await mkdtemp(join(tmpdir(), 'quote-blobs-'));
  const blobs = new BlobsServer({ directory, token: TOKEN });
  const { port } = await blobs.start();
  const failingWrites = new Set<string>();
  const failingStores = new Set<string>();
  const stallingStores = new Set<string>();
  const lateStores = new Set<string>();
  const lostWriteAnswers = new Set<string>();
  const proxy: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    // Paths are /<site>/<scope>:<store>/<key>, e.g. /test-site/site:quote-requests/request/ABC.
    const store = decodeURIComponent(url.pathname.split('/')[2] ?? '').replace(/^\w+:/, '');
    if (stallingStores.has(store)) return;
    if ((req.method === 'PUT' && failingWrites.has(store)) || failingStores.has(store)) {
      res.writeHead(500).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && k !== 'host' && k !== 'content-length'),
    ) as Record<string, string>;
    const answer = await fetch(url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    if (lateStores.has(store)) await new Promise((resolve) => setTimeout(resolve, LATE_ANSWER_MS));
    const key = `${store}/${url.pathname.split('/').slice(3).map(decodeURIComponent).join('/')}`;
    if (req.method === 'PUT' && [...lostWriteAnswers].some((prefix) => key.startsWith(prefix))) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const edgeURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  setEnvironmentContext({ siteID, token: TOKEN, edgeURL, uncachedEdgeURL: edgeURL });
  return {
    directory,
    edgeURL,
    failingWrites,
    failingStores,
    stallingStores,
    lateStores,
    lostWriteAnswers,
    async stop() {
      proxy.closeAllConnections();
      await new Promise((done) => proxy.close(done));
      await blobs.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface Mail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, for text assertions. */
  decoded: string;
}

export interface Smtp {
  url: string;
  messages: Mail[];
  /** While true the server refuses every message, as a provider outage would. */
  down: boolean;
  /** Recipients the server refuses for good (550), as for a mistyped address. */
  refused: Set<string>;
  /** Recipients whose messages the server refuses at the end of DATA (554), as a provider does for an unverified address. */
  refusedAtData: Set<string>;
  /** While true the server refuses every login (535), as after a changed SMTP password. */
  loginRefused: boolean;
  /** While true the server refuses the sender (550 on MAIL FROM), as for an unverified MAIL_FROM. */
  senderRefused: boolean;
  /** The server's URL with a user name and password, for the login to be checked. */
  urlWithLogin: string;
  /** Connections opened so far. */
  connections: number;
  /** Runs as the server takes a message, before its answer reaches the sender. */
  onAccept?: () => void;
  /** The server's answer to one recipient at RCPT TO: a refusal, or undefined to take it. */
  answerRcpt?: (address: string) => SmtpRefusal | undefined;
  /** The server's answer at the end of DATA to one message, read in full: a refusal, or undefined to take it. */
  answerData?: (mail: Mail) => SmtpRefusal | undefined;
  stop(): Promise<void>;
}

/** An SMTP refusal: `reply` is the text after the code, an enhanced status code first, as providers send. */
export interface SmtpRefusal {
  code: number;
  reply: string;
}

/** Gmail's answer to a message holding a link it distrusts, at the end of DATA. */
export const CONTENT_REFUSAL: SmtpRefusal = {
  code: 552,
  reply: '5.7.0 This message was blocked because its content presents a potential security issue',
};

/** A full mailbox, at RCPT TO: the message may go to the other recipients. */
export const MAILBOX_FULL: SmtpRefusal = {
  code: 452,
  reply: '4.2.2 The email account that you tried to reach is over quota',
};

const refusal = ({ code, reply }: SmtpRefusal) => Object.assign(new Error(reply), { responseCode: code });

export async function startSmtp(): Promise<Smtp> {
  const state: Smtp = {
    url: '',
    urlWithLogin: '',
    messages: [],
    down: false,
    refused: new Set(),
    refusedAtData: new Set(),
    loginRefused: false,
    senderRefused: false,
    connections: 0,
    stop: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (state.loginRefused) return callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
      callback(null, { user: auth.username });
    },
    onMailFrom(_address, _session, callback) {
      if (!state.senderRefused) return callback();
      callback(Object.assign(new Error('Sender address rejected'), { responseCode: 550 }));
    },
    onRcptTo(address, _session, callback) {
      const answer = state.answerRcpt?.(address.address);
      if (answer) return callback(refusal(answer));
      if (!state.refused.has(address.address)) return callback();
      callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.down) return callback(new Error('Service unavailable'));
        if (session.envelope.rcptTo.some(({ address }) => state.refusedAtData.has(address)))
          return callback(Object.assign(new Error('Recipient address not verified'), { responseCode: 554 }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, decoded: decodeQuotedPrintable(raw) };
        const answer = state.answerData?.(mail);
        if (answer) return callback(refusal(answer));
        state.messages.push(mail);
        state.onAccept?.();
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  state.urlWithLogin = `smtp://quotes:secret@127.0.0.1:${port}?ignoreTLS=true`;
  state.stop = () => new Promise((done) => server.close(() => done()));
  return state;
}

/** The Subject header, its MIME encoded words decoded. */
export function subjectOf(mail: Mail): string | undefined {
  const header = /^Subject: (.*)$/m.exec(mail.raw.replace(/\r\n(?=[ \t])/g, ''))?.[1];
  return header
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
      decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

/** The plain-text part of a message. */
export function textPart(mail: Mail): string {
  const text = mail.decoded.replace(/\r\n/g, '\n');
  const start = text.indexOf('\n\n', text.indexOf('Content-Type: text/plain')) + 2;
  return text.slice(start, text.indexOf('\n--', start));
}

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  /** The body exactly as sent, as a receiver checks its signature. */
  body: string;
}

/** An HTTP endpoint like a CRM's catch hook, in process. */
export interface Receiver {
  url: string;
  /** Every POST that reached it, in order. */
  posts: ReceivedPost[];
  /** The status it answers a POST with (200 unless set); undefined never answers, as a hung server. */
  answer: (post: ReceivedPost) => number | undefined;
  stop(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', posts: [], answer: () => 200, stop: async () => {} };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const post = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    receiver.posts.push(post);
    const status = receiver.answer(post);
    if (status !== undefined) res.writeHead(status).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/catch/1/abc/`;
  receiver.stop = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return receiver;
}

export interface FakeContext {
  context: Context;
  /** Waits for work the function left running after answering (emails). */
  settled(): Promise<unknown>;
}

export function fakeContext(
  options: { ip?: string; params?: Record<string, string>; deployContext?: string } = {},
): FakeContext {
  const pending: Promise<unknown>[] = [];
  const context = {
    ip: options.ip ?? '203.0.113.7',
    requestId: 'test-request',
    params: options.params ?? {},
    deploy: { context: options.deployContext ?? 'production', id: '0', published: true },
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
  } as unknown as Context;
  return { context, settled: () => Promise.all(pending) };
}

/** Moves Date alone to `at` (epoch ms or an ISO time): the servers' timers run as usual. Undo with `vi.useRealTimers()`. */
export function setClock(at: number | string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

let ipCounter = 0;
/**
 * A fresh client address, in a /24 of its own, so tests share neither a rate limit nor a network's
 * owner emails. The count goes on across the files a worker runs, each with a store of its own, so
 * it wraps within the private range.
 */
export function freshIp(): string {
  ipCounter = (ipCounter % 65_535) + 1;
  return `10.${ipCounter >> 8}.${ipCounter & 255}.7`;
}

let emailCounter = 0;
/** A fresh homeowner address, for tests that expect a confirmation each time: a mailbox gets one a day. */
export function freshEmail(): string {
  emailCounter++;
  return `jane.${emailCounter}@example.com`;
}

/** A valid request body; override fields per test. */
export function validQuote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    name: 'Jane Homeowner',
    phone: '(214) 555-0100',
    email: 'jane@example.com',
    zip: '75205',
    issue: 'crack',
    comments: 'Crack near the steps',
    preferredDate: inAWeek,
    preferredTime: 'morning',
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

/**
 * Every field of the field list filled in, each with a value it accepts and no other field has: a
 * select's last option, a date next week, an address, and text with a letter and seven digits (what
 * names and phone numbers need) in ten characters.
 */
export function everyFieldFilled(): Required<Quote> {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const sample = (field: QuoteValueField, index: number) => {
    if (field.input === 'select') return field.options.at(-1)!.value;
    if (field.input === 'date') return inAWeek;
    if (field.input === 'email') return `field${index}@example.com`;
    return `Ab ${5_550_100 + index}`;
  };
  return Object.fromEntries(
    QUOTE_VALUE_FIELDS.map((field, index) => [field.name, sample(field, index)]),
  ) as Required<Quote>;
}

/** The wizard's upload key in these tests: `storedPhoto` stores photos with it, `jsonPost` sends it. */
export const UPLOAD_KEY = 'test-upload-key-0001';

/** Stores a photo as an upload with `uploadKey` would and answers its URL. */
export async function storedPhoto(uploadedAt = Date.now(), uploadKey = UPLOAD_KEY): Promise<string> {
  const name = `contact-${uploadedAt}-0-${randomBytes(16).toString('hex')}.jpg`;
  await store('photos').set(photoKeys.photo(name), 'photo bytes', { metadata: uploadMetadata(uploadKey) });
  return `${ORIGIN}${ENDPOINTS.photos}/${name}`;
}

/** One of the backend's stores, as the functions open it in production. */
export const store = (name: keyof typeof STORE_NAMES) => openStore(STORE_NAMES[name]);

/** Every stored request. */
export async function storedRequests(): Promise<QuoteRecord[]> {
  const requests = store('requests');
  const { blobs: entries } = await requests.list({ prefix: 'request/' });
  return Promise.all(entries.map(({ key }) => requests.get(key, { type: 'json' }) as Promise<QuoteRecord>));
}

/** When request `id`'s outbox entry is next due: none once it owes nothing. */
export async function outboxDueTimes(id: string): Promise<number[]> {
  const { blobs: entries } = await store('requests').list({ prefix: requestKeys.outboxPrefix });
  return entries.flatMap(({ key }) => {
    const entry = parseOutboxKey(key);
    return entry?.id === id ? [entry.dueAt] : [];
  });
}

/** Empties the outbox, so a test's retry runs see only its own requests. */
export async function clearOutbox(): Promise<void> {
  const requests = store('requests');
  const { blobs: entries } = await requests.list({ prefix: requestKeys.outboxPrefix });
  await Promise.all(entries.map(({ key }) => requests.delete(key)));
}

export const storedRequest = async (id: string) =>
  (await store('requests').get(requestKeys.record(id), { type: 'json' })) as QuoteRecord | null;

/** A stored request with where its emails stand, as the owner's CLI shows it. */
export async function storedWithNotification(id: string) {
  const stored = (await storedRequest(id)) as QuoteRecord;
  return { ...stored, notification: notificationStatus(stored) };
}

/** A JSON post as the wizard sends it, with the tests' upload key unless `headers` say otherwise. */
export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [UPLOAD_KEY_HEADER]: UPLOAD_KEY, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The servers a function test file runs against: a local Blobs server, and an SMTP server when asked.
 * Started before the file's own hooks run, stopped after its tests, with the environment stubs undone.
 */
export function useQuoteBackend(options: { smtp?: boolean } = {}): { blobs: Blobs; smtp: Smtp } {
  const backend = {} as { blobs: Blobs; smtp: Smtp };
  beforeAll(async () => {
    backend.blobs = await startBlobs();
    if (options.smtp) backend.smtp = await startSmtp();
  });
  // The site's owner emails a day have their own tests (owner-email-limit.test.ts); at the default, a
  // file that sends more requests than that in a day would find its later ones held.
  beforeEach(() => {
    vi.stubEnv('QUOTE_OWNER_EMAILS_PER_DAY', String(MAX_OWNER_EMAILS_PER_DAY));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend.smtp?.stop();
    await backend.blobs.stop();
  });
  return backend;
}
