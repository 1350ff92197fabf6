// The suite's `test`: every page is watched for console errors and uncaught exceptions, and a test fails on
// any it did not declare as expected (error-state tests expect the API client's own log lines).
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export interface ConsoleWatch {
  /** Messages matching one of these are expected (the API client logs failed calls on purpose). */
  allow: (pattern: RegExp) => void;
  /** What was logged so far, expected or not. */
  readonly messages: string[];
}

function consoleLine(message: ConsoleMessage): string {
  const where = message.location();
  return `${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`;
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ page }, use, testInfo) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      const watchPage = (p: Page) => {
        p.on('console', (message) => {
          if (message.type() === 'error') messages.push(consoleLine(message));
        });
        p.on('pageerror', (error) => messages.push(`Uncaught: ${error.message}`));
      };
      watchPage(page);
      page.context().on('page', (p) => {
        if (p !== page) watchPage(p);
      });
      await use({ allow: (pattern) => allowed.push(pattern), messages });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      if (unexpected.length > 0) {
        await testInfo.attach('console-errors', { body: unexpected.join('\n'), contentType: 'text/plain' });
      }
      expect(unexpected, 'console errors and uncaught exceptions on the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
