// How the suite launches the system Chromium (playwright.config.ts; a spec that needs a flag more adds it to these).
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};
