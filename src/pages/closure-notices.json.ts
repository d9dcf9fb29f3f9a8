import { closureNoticeDays } from '../lib/business-time';
import { buildDate } from '../lib/content/publication';

/**
 * The days after this build's on which the contact page's closure notices change (YYYY-MM-DD, sorted),
 * read each morning by the publish-due-posts function of the live deploy, which starts a build then.
 */
export function GET() {
  const today = buildDate();
  const days = closureNoticeDays().filter((day) => day > today);
  return new Response(JSON.stringify(days), { headers: { 'Content-Type': 'application/json' } });
}
