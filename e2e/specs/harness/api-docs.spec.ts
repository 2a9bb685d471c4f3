import { apiUrl } from '../../support/ports.ts';
import { expect, test } from '../../support/test.ts';

test('the API docs page runs under its Content-Security-Policy and calls the API', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    ),
  );

  const answer = await page.goto(`${apiUrl}/docs`);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Keyclub API/ })).toBeVisible();

  // "Try it out" on GET /health: the page fetches the API from its own origin.
  const health = page.locator('.opblock-get', { hasText: '/health' }).first();
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');

  expect(violations).toEqual([]);
});
