/**
 * Forced colors (Windows High Contrast, as Chromium emulates it) and reduced motion, on the two pages
 * that hold every kind of control: the quote page at 1280 px (fields, buttons, the wizard's step
 * indicator, a toast) and a service page at 375 px (the header's call button, the action bar, the
 * menu, FAQ answers). Forced colors replace every fill with the system's colors: what sets a control
 * apart must survive that, and every focus ring must still show.
 */
import { expect, type Page } from '@playwright/test';
import { goToStepThree, submitButton, test, wizard } from './fixtures/quote';
import { focusStops } from './helpers/focus-order';

const CONTROLS = 'a, button, input, select, textarea, summary, label';

test.afterEach(async ({ sharedPage }) => sharedPage.emulateMedia({ forcedColors: null, reducedMotion: null }));

/** Controls set apart by a fill of their own in normal colors that keep no edge under forced colors. */
async function controlsLosingTheirShape(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'none' });
  const filled = await page.evaluate((selector) => {
    const fill = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (color !== 'rgba(0, 0, 0, 0)') return color;
      }
      return 'rgb(255, 255, 255)';
    };
    return [...document.querySelectorAll(selector)].flatMap((control, index) =>
      control.checkVisibility() && fill(control) !== fill(control.parentElement) ? [index] : [],
    );
  }, CONTROLS);
  await page.emulateMedia({ forcedColors: 'active' });
  return page.evaluate(
    ([selector, indexes]) => {
      const controls = [...document.querySelectorAll(selector)];
      return indexes
        .map((index) => controls[index])
        .filter((control) => {
          const style = getComputedStyle(control);
          return ['top', 'right', 'bottom', 'left'].some(
            (side) =>
              parseFloat(style.getPropertyValue(`border-${side}-width`)) < 1 ||
              style.getPropertyValue(`border-${side}-style`) === 'none',
          );
        })
        .map((control) => control.outerHTML.slice(0, 100));
    },
    [CONTROLS, filled] as const,
  );
}

/** Focus stops (inside `within`) whose focus ring does not show: no outline of at least 2 px while focused. */
async function stopsWithoutRing(page: Page, within?: string): Promise<string[]> {
  // A key pressed, the browser rings focus as it does for a keyboard user, whatever was clicked before.
  await page.keyboard.press('Shift');
  return page.evaluate(
    (stops) =>
      stops.flatMap((stop) => {
        stop.focus();
        const style = getComputedStyle(stop);
        const ringed = stop.matches(':focus-visible') && style.outlineStyle !== 'none';
        return ringed && parseFloat(style.outlineWidth) >= 2 ? [] : [stop.outerHTML.slice(0, 100)];
      }),
    await focusStops(page, within),
  );
}

/** Elements that would move: a transition or animation that takes time, or smooth scrolling. */
async function moving(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      const takesTime = (durations: string) => durations.split(',').some((duration) => parseFloat(duration) > 0);
      const moves =
        takesTime(style.transitionDuration) ||
        (style.animationName !== 'none' && takesTime(style.animationDuration)) ||
        style.scrollBehavior === 'smooth';
      return moves ? [element.outerHTML.slice(0, 100)] : [];
    }),
  );
}

test('the quote page under forced colors and reduced motion: buttons and fields keep their edges, the current step stands out, every focus ring shows, a toast appears without moving', async ({
  wizardPage: page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await controlsLosingTheirShape(page), 'controls without an edge under forced colors').toEqual([]);

  const circles = wizard(page).getByRole('list', { name: 'Quote request progress' }).locator('[aria-hidden]');
  const fill = (index: number) => circles.nth(index).evaluate((circle) => getComputedStyle(circle).backgroundColor);
  expect(await fill(0), 'the current step drawn like the next').not.toBe(await fill(1));

  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 400, json: { error: 'Preferred date cannot be in the past', field: 'preferredDate' } }),
  );
  await goToStepThree(page);
  expect(await stopsWithoutRing(page), 'focus stops without a visible ring').toEqual([]);
  await submitButton(page).click();
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toBeVisible();
  // Apart: focus leaving the toasts is sent back where it came from (sonner).
  expect(await stopsWithoutRing(page, '[data-sonner-toaster]'), 'the toast’s stops without a ring').toEqual([]);
  expect(await moving(page), 'moving with reduced motion').toEqual([]);
});

test('a service page at 375 px under forced colors and reduced motion: buttons keep their edges; FAQ answers and the menu open without moving', async ({
  sharedPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services/leak-detection');
  expect(await controlsLosingTheirShape(page), 'controls without an edge under forced colors').toEqual([]);

  await page.locator('summary').first().click();
  expect(await moving(page), 'moving with reduced motion, an answer open').toEqual([]);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await moving(page), 'moving with reduced motion, the menu open').toEqual([]);
});
