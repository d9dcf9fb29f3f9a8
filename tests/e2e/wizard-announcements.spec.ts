// What a screen reader hears from the quote wizard's field messages: the message a field gets as the
// visitor leaves it is read out politely, and submit's "Validation Error" toast is never doubled by it.
import { expect, type Page } from '@playwright/test';
import {
  expectToast,
  fillContact,
  goToStepThree,
  nextButton,
  stepHeading,
  submitButton,
  test,
  wizard,
} from './fixtures/quote';

const announcer = (page: Page) => page.locator('[data-quote-announcer]');

test('the message a field gets as the visitor leaves it is read out politely', async ({ wizardPage: page }) => {
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcer(page)).toHaveText('');

  const email = wizard(page).getByLabel('Email');
  await email.fill('jordan@example');
  await expect(announcer(page)).toHaveText('');
  await email.press('Tab');
  await expect(announcer(page)).toHaveText('Invalid email address');

  const name = wizard(page).getByLabel('Full Name');
  await name.fill('12345');
  await name.press('Tab');
  await expect(announcer(page)).toHaveText('Name must contain at least one letter');
});

test('a corrected field leaves nothing to read out, and a blank one waits for Next Step', async ({
  wizardPage: page,
}) => {
  const email = wizard(page).getByLabel('Email');
  await email.fill('jordan@example');
  await email.press('Tab');
  await expect(announcer(page)).toHaveText('Invalid email address');
  await email.fill('jordan@example.com');
  await expect(announcer(page)).toHaveText('');
  await email.press('Tab');
  await expect(announcer(page)).toHaveText('');

  await wizard(page).getByLabel('Phone').focus();
  await wizard(page).getByLabel('Phone').press('Tab');
  await expect(announcer(page)).toHaveText('');
});

test('submit announces an invalid field only through its "Validation Error" toast', async ({ wizardPage: page }) => {
  await goToStepThree(page, { contact: { Email: 'jordan@example' } });
  await expect(announcer(page)).toHaveText('');
  await submitButton(page).click();
  await expectToast(page, 'Validation Error', 'Invalid email address');
  await expect(stepHeading(page, 'Contact Information')).toBeVisible();
  await expect(wizard(page).getByLabel('Email')).toBeFocused();
  await expect(announcer(page)).toHaveText('');

  // Leaving the field the toast already named does not read its message again.
  await wizard(page).getByLabel('Email').press('Tab');
  await expect(announcer(page)).toHaveText('');
});

test('Next Step leaves a message at the field without reading it out on the next step', async ({
  wizardPage: page,
}) => {
  await fillContact(page, { Email: 'jordan@example' });
  await nextButton(page).click();
  await expect(stepHeading(page, 'Describe Your Pool Issue')).toBeVisible();
  await expect(announcer(page)).toHaveText('');
});
