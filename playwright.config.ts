// The browser suite (tests/e2e): the built UI against the real server, in the system Chromium.
//
// The server runs in hosted mode on a free loopback port with a temporary saves folder, so every browser
// context (fresh localStorage, hence a fresh user id) plays its own dynasty and tests never share a save.
// `tests/e2e/support/serve.sh` rebuilds dist/web first when it is missing or older than src/web or src/shared.
// E2E_BASE_URL=http://host:port runs the suite against a server that is already running instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/support/chromium.js';

/** A port nobody listens on right now (the config is evaluated synchronously, hence the child process). */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Workers evaluate this file again: they inherit the port and folder chosen by the runner through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_USERS_DIR ??= mkdtempSync(join(tmpdir(), 'dynasty-e2e-'));
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: CHROMIUM_LAUNCH,
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The screenshot tour (screens.spec.ts) is for people to look at, not a check: only when asked for.
  testIgnore: process.env.E2E_SCREENSHOTS ? [] : ['**/screens.spec.ts'],
  fullyParallel: true,
  // CI has two cores, shared with the server that simulates the seasons.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Caps, not paces: a journey through a season and its offseason outlasted 120 s with both workers and other tests
  // on the two cores; every wait inside a test is for its condition.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL,
    // Recording a trace slows every step on two cores: only when a failed test is retried (CI).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: external
    ? undefined
    : {
        command: `sh tests/e2e/support/serve.sh ${process.env.E2E_PORT} ${process.env.E2E_USERS_DIR}`,
        url: `${baseURL}/api/home/`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
