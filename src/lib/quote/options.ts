// Bundled into the browser and the functions too: no `astro:*` imports here.

/** Issue options of the quote wizard, value → label, in the order the select shows them. */
export const ISSUE_OPTIONS = [
  { value: 'leak', label: 'Pool Leak (water loss)' },
  { value: 'crack', label: 'Fiberglass Crack' },
  { value: 'gelcoat', label: 'Gelcoat/Surface Issues' },
  { value: 'tile', label: 'Tile & Coping Problems' },
  { value: 'equipment', label: 'Equipment Repair/Upgrade' },
  { value: 'resurfacing', label: 'Full Resurfacing Needed' },
  { value: 'other', label: 'Other, please describe' },
] as const;

/** Preferred assessment time options, value → label. */
export const TIME_OPTIONS = [
  { value: 'morning', label: 'Morning (8 AM-12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM-5 PM)' },
  { value: 'evening', label: 'Evening (5 PM-7 PM)' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export type IssueValue = (typeof ISSUE_OPTIONS)[number]['value'];
export type TimeValue = (typeof TIME_OPTIONS)[number]['value'];

export const issueValues = ISSUE_OPTIONS.map((o) => o.value) as [IssueValue, ...IssueValue[]];
export const timeValues = TIME_OPTIONS.map((o) => o.value) as [TimeValue, ...TimeValue[]];

export function issueLabel(value: string | undefined): string | undefined {
  return ISSUE_OPTIONS.find((o) => o.value === value)?.label;
}

export function timeLabel(value: string | undefined): string | undefined {
  return TIME_OPTIONS.find((o) => o.value === value)?.label;
}
