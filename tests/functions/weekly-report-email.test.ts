// The weekly report of a flood's week (70,000 requests, thousands of referring sites, hundreds of failed
// emails) is still an email every app shows whole: what it lists is capped, the rest added up.
import { describe, expect, it } from 'vitest';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { REPORT_LIMITS, weeklyReportEmail } from '../../netlify/lib/email/report-emails';
import { attachableCsv, CSV_ATTACHMENT_MAX_BYTES, type WeeklyReport } from '../../netlify/lib/reports/weekly-report';
import { businessMidnight } from '../../src/lib/business-time';

const week = (first: string, last: string) => ({
  first,
  last,
  start: businessMidnight(first),
  end: businessMidnight(last) + 24 * 60 * 60 * 1000,
});

const record = (i: number): QuoteRecord => {
  const createdAt = new Date(Date.parse('2026-11-16T12:00:00Z') + i * 8_000).toISOString();
  return {
    id: `FLOOD${String(i).padStart(5, '0')}`,
    createdAt,
    fields: { name: `Flood Sender Number ${i} With A Long Name`, phone: '(214) 555-0100', email: 'f@example.com' },
    photoUrls: [],
    notified: { owner: createdAt },
    failed: { homeowner: '550' },
    attempts: 1,
    lastAttemptAt: createdAt,
  };
};

const TOTAL = 70_000;
const REFERRERS = 5_000;
const read = Array.from({ length: 300 }, (_, i) => record(i));
const report: WeeklyReport = {
  weeks: [
    week('2026-11-16', '2026-11-22'),
    week('2026-11-09', '2026-11-15'),
    week('2026-11-02', '2026-11-08'),
    week('2026-10-26', '2026-11-01'),
  ],
  total: TOTAL,
  spamHeld: 0,
  requests: read,
  allRead: false,
  allCounted: true,
  sources: [
    { title: 'Ad campaign', rows: [{ label: 'No ad or campaign', counts: [TOTAL, 0, 0, 0] }] },
    {
      title: 'Referring site',
      rows: Array.from({ length: REFERRERS }, (_, i) => ({
        label: `spam-${i}.example`,
        counts: [TOTAL / REFERRERS, 0, 0, 0],
      })),
    },
    { title: 'First page', rows: [{ label: 'Home page', counts: [TOTAL, 0, 0, 0] }] },
  ],
  emailProblems: read.map((request) => ({
    record: request,
    recipient: 'homeowner',
    outcome: 'Failed (550), not sent',
  })),
  unpublishedPosts: [],
};

describe('the weekly report of a flood’s week', () => {
  const email = weeklyReportEmail(report, 'owner@example.com', 'production');

  it('stays under the size at which Gmail cuts an email short', () => {
    expect(Buffer.byteLength(email.html)).toBeLessThan(102_000);
  });

  it('lists the first requests, sources and failed emails, and adds up the rest', () => {
    const lines = email.text.split('\n');
    expect(lines.filter((line) => line.includes(': Flood Sender Number '))).toHaveLength(REPORT_LIMITS.requests);
    expect(lines).toContain(
      `And ${TOTAL - REPORT_LIMITS.requests} more: save them all as a spreadsheet, as the end of this email shows.`,
    );
    const others = REFERRERS - REPORT_LIMITS.sourcesPerTable + 1;
    expect(lines).toContain(`  ${others} others: ${(others * TOTAL) / REFERRERS} / 0 / 0 / 0`);
    expect(lines.filter((line) => line.startsWith('  spam-'))).toHaveLength(REPORT_LIMITS.sourcesPerTable - 1);
    expect(lines.filter((line) => line.endsWith('their confirmation: Failed (550), not sent'))).toHaveLength(
      REPORT_LIMITS.emailProblems,
    );
    expect(lines).toContain(`And ${read.length - REPORT_LIMITS.emailProblems} more.`);
    expect(email.attachments).toBeUndefined();
  });
});

describe('the weekly report of requests in two languages', () => {
  it('marks each request sent in Spanish; one stored before languages were recorded reads as English', () => {
    const spanish = { ...record(1), language: 'es' as const };
    const email = weeklyReportEmail(
      { ...report, total: 2, requests: [record(0), spanish], allRead: true, emailProblems: [] },
      'owner@example.com',
      'production',
    );
    const line = (id: string) => email.text.split('\n').find((candidate) => candidate.includes(`ref ${id}`));
    expect(line(spanish.id)).toContain('Issue not chosen, no ZIP, in Spanish (new,');
    expect(line(record(0).id)).toContain('Issue not chosen, no ZIP (new,');
    expect(email.html).toContain('Issue not chosen · no ZIP · in Spanish</div>');
  });
});

describe('the weekly report’s spreadsheet', () => {
  it('is attached up to the size every common mail provider takes, and not past it', () => {
    // Rows of one size, each about 10 KB.
    const fields = {
      name: 'Jane Homeowner',
      phone: '(214) 555-0100',
      email: 'j@example.com',
      comments: 'x'.repeat(10_000),
    };
    const requests = Array.from({ length: 600 }, (_, i) => ({ ...record(i), fields }));
    const rowSize = Buffer.byteLength(attachableCsv(requests.slice(0, 1))!) - Buffer.byteLength(attachableCsv([])!);
    const fitting = Math.floor((CSV_ATTACHMENT_MAX_BYTES - Buffer.byteLength(attachableCsv([])!)) / rowSize);
    expect(Buffer.byteLength(attachableCsv(requests.slice(0, fitting))!)).toBeLessThanOrEqual(CSV_ATTACHMENT_MAX_BYTES);
    expect(attachableCsv(requests.slice(0, fitting + 1))).toBeUndefined();
  });
});
