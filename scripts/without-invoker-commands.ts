import type { Page } from '@playwright/test';

/**
 * Makes `page` a browser that does not know invoker commands, as Safari before 26.2 is: buttons have no
 * `command` or `commandForElement` property, and a click on one with a `commandfor` attribute does
 * nothing by itself. For the tests and the bench, which run in a Chromium that knows them.
 */
export const withoutInvokerCommands = (page: Page) =>
  page.addInitScript(() => {
    for (const property of ['command', 'commandForElement'])
      Reflect.deleteProperty(HTMLButtonElement.prototype, property);
    addEventListener(
      'click',
      (event) =>
        event.target instanceof Element && event.target.closest('button[commandfor]') && event.preventDefault(),
      true,
    );
  });
