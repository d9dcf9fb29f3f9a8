// HTML written as strings: the no-JS quote form and the functions' pages and emails. No `astro:*`
// imports here: the functions bundle it.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** ` name="value"` for each attribute given, escaped; `true` writes the bare name, `false` and undefined none. */
export function htmlAttributes(list: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(list)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}
