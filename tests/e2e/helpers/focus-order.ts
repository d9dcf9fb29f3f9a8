/**
 * Focus Not Obscured (WCAG 2.2): every stop of the keyboard's focus order, reached as the keyboard
 * reaches it, must be at least half visible, not under the sticky header, the phone's action bar or
 * anything else. One page load serves both directions: the stops are focused in the page in tab order,
 * forward from the top and then backward from the end, and `focus()` scrolls the page exactly as Tab
 * and Shift+Tab do. Each stop is then sampled at nine points of each of its boxes: a point on the
 * screen counts as hidden when the element on top there is neither the stop, inside it, nor around it
 * (a stop taller than the screen is judged by its part on it; one wholly off it fails).
 */
import type { Page } from '@playwright/test';

/** The keyboard's focus stops inside `rootSelector`, in tab order. Runs in the page. */
function tabOrder(rootSelector: string): HTMLElement[] {
  const root = document.querySelector(rootSelector)!;
  const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      // A radio group is one stop: its checked radio, else its first.
      const group = [...root.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${element.name}"]`)];
      if (element !== (group.find((radio) => radio.checked) ?? group[0])) return false;
    }
    return element.checkVisibility({ visibilityProperty: true });
  });
}

/** A handle to the page's focus stops in tab order; `within` limits them (e.g. the open menu). */
export function focusStops(page: Page, within = 'body') {
  return page.evaluateHandle(tabOrder, within);
}

/** The stops hidden more than half, as readable lines; `within` limits the walk (e.g. the open menu). */
export async function obscuredFocusStops(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    (stops) => {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      const hidden = (element: HTMLElement) => {
        const covers = new Set<string>();
        let points = 0;
        let under = 0;
        for (const box of element.getClientRects()) {
          if (box.width === 0 || box.height === 0) continue;
          for (const fx of [1 / 6, 1 / 2, 5 / 6])
            for (const fy of [1 / 6, 1 / 2, 5 / 6]) {
              const top = document.elementFromPoint(box.left + fx * box.width, box.top + fy * box.height);
              if (!top) continue;
              points++;
              if (element.contains(top) || top.contains(element)) continue;
              under++;
              covers.add(describe(top));
            }
        }
        if (points === 0) return `${describe(element)}: off the screen`;
        return under * 2 > points
          ? `${describe(element)}: ${under} of ${points} points on the screen under ${[...covers].join(', ')}`
          : undefined;
      };
      const walk = (order: HTMLElement[], direction: string) =>
        order.flatMap((element) => {
          element.focus();
          const problem = hidden(element);
          return problem ? [`${direction}: ${problem} (scrolled to ${Math.round(scrollY)})`] : [];
        });
      scrollTo(0, 0);
      const lines = [...walk(stops, 'Tab'), ...walk(stops.toReversed(), 'Shift+Tab')];
      (document.activeElement as HTMLElement | null)?.blur();
      return lines;
    },
    await focusStops(page, within),
  );
}
