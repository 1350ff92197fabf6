import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const base = 'http://127.0.0.1:8765';
const home = await (await page.request.get(base + '/api/home/')).json();
const id = home.user_id; const H = { 'X-User-ID': id };
await page.request.get(base + '/api/noncon/?team=Notre%20Dame&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=true', { headers: H });
await page.request.get(base + '/api/dashboard/', { headers: H });
await page.request.get(base + '/api/sim/6/', { headers: H });
await ctx.addInitScript((id) => { if (location.protocol.startsWith('http')) localStorage.setItem('user_id', id); }, id);
for (const path of process.argv.slice(2)) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/probe' + path.replace(/\//g, '_') + '.png' });
}
await browser.close();
