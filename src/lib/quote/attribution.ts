// Bundled into the browser and the functions too: no `astro:*` imports here.
// Where a lead came from: recorded once per visit by an inline snippet on every page (no cookie,
// no request), sent by the wizard with the quote, and described to the owner in the email.
import { CAMPAIGN_PARAMS, CLICK_ID_PARAMS, type Attribution } from './schema';

/** sessionStorage lasts one visit (the tab's lifetime): a lead is attributed to the visit that sent it. */
export const ATTRIBUTION_STORAGE_KEY = 'dfpr:visit';

const key = JSON.stringify(ATTRIBUTION_STORAGE_KEY);
const params = JSON.stringify([...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS]);

/**
 * Runs inline on every page. On a visit's first page it keeps that page's path, the referring host
 * (not another page of this site) and the listed URL parameters; later pages change nothing.
 */
export const ATTRIBUTION_SNIPPET =
  `try{if(!sessionStorage.getItem(${key})){` +
  `const u=new URL(location.href),v={landingPage:u.pathname},r=document.referrer&&new URL(document.referrer).hostname;` +
  `if(r&&r!==u.hostname)v.referrer=r;` +
  `for(const p of ${params}){const x=u.searchParams.get(p);if(x)v[p]=x}` +
  `sessionStorage.setItem(${key},JSON.stringify(v))}}catch{}`;

/**
 * The visit's attribution as the snippet kept it, empty when none was kept. Sent as it is: the
 * endpoint keeps only what AttributionSchema allows, so the wizard's bundle need not carry it.
 */
export function visitAttribution(storage?: Pick<Storage, 'getItem'>): Record<string, unknown> {
  try {
    const saved: unknown = JSON.parse((storage ?? sessionStorage).getItem(ATTRIBUTION_STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' && !Array.isArray(saved) ? { ...saved } : {};
  } catch {
    // Storage blocked (privacy settings) or its value unreadable: the request goes without.
    return {};
  }
}

const CHANNEL_LABELS: Record<NonNullable<Attribution['channel']>, string> = {
  wizard: 'Quote wizard',
  'no-js-form': 'Form without JavaScript',
};

/** The hidden field of the no-JavaScript forms: its post records the channel. */
export const NO_JS_CHANNEL_FIELD = `<input type="hidden" name="channel" value="no-js-form">`;

/** The source in a few words: the ad network whose click id came along, else the campaign tags, else the referrer. */
function headline(attribution: Attribution): string {
  if (attribution.gclid || attribution.gbraid || attribution.wbraid) return 'Google Ads click';
  if (attribution.msclkid) return 'Microsoft Advertising click';
  if (attribution.fbclid) return 'Facebook or Instagram link';
  if (attribution.utm_source) {
    return `Campaign: ${[attribution.utm_source, attribution.utm_medium].filter(Boolean).join(' / ')}`;
  }
  if (attribution.referrer) return `Link on ${attribution.referrer}`;
  if (attribution.landingPage) return 'Direct: no referring site (typed address, bookmark or an app)';
  return attribution.channel === 'no-js-form' ? 'Not recorded: the visitor had JavaScript off' : 'Not recorded';
}

export interface LeadSource {
  headline: string;
  /** Label and value of each recorded detail; `landingPage` is a path on this site. */
  details: { label: string; value: string; path?: boolean }[];
}

/** What the owner reads about a lead's source: a headline and every recorded detail. */
export function describeLeadSource(attribution: Attribution | undefined): LeadSource {
  const recorded = attribution ?? {};
  const details: LeadSource['details'] = [];
  if (recorded.channel) details.push({ label: 'Form', value: CHANNEL_LABELS[recorded.channel] });
  if (recorded.landingPage) details.push({ label: 'First page', value: recorded.landingPage, path: true });
  if (recorded.referrer) details.push({ label: 'Referring site', value: recorded.referrer });
  for (const param of [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS]) {
    const value = recorded[param];
    if (value) details.push({ label: param, value });
  }
  return { headline: headline(recorded), details };
}
