// Another site's page against the player's local server (dynasty serve without --users-dir), in Chromium: a page
// served from another port makes the browser ask for a week's simulation by an <img>, post a form and fetch (with and
// without credentials); a name made to point at 127.0.0.1 (DNS rebinding: evil.example, by Chromium's host resolver
// rules) loads the server's pages under its own origin. The save's week does not move and no answer reaches the page.
// The player's own pages, an address typed in the bar and a name allowed with --allowed-host go on as before.
import { createServer, type Server } from 'node:http';
import type { Info } from '../../src/shared/api-types.js';
import { CHROMIUM_LAUNCH } from './support/chromium.js';
import { expect, test } from './support/fixtures.js';
import { startLocalServer, type LocalServer } from './support/localServer.js';

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--host-resolver-rules=MAP evil.example 127.0.0.1, MAP friendly.example 127.0.0.1'],
  },
});
// One local server and one save for the file, the steps in order.
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** The other site's page: it tries every way a page can make the browser call the game, and says what it got. */
function attackPage(game: string): string {
  return `<!doctype html>
<html><head><title>A page elsewhere</title></head><body>
<iframe name="sink" title="sink"></iframe>
<form id="post" method="post" action="${game}/api/advance/" enctype="text/plain" target="sink">
  <input name='{"a":"' value='"}'>
</form>
<script>
const game = ${JSON.stringify(game)};
const settled = (promise) =>
  promise.then((value) => ({ answered: true, value }), (error) => ({ answered: false, value: String(error) }));
window.attack = async () => {
  const got = {};
  got.image = await new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve('loaded');
    image.onerror = () => resolve('failed');
    image.src = game + '/api/sim/5/';
  });
  got.form = await new Promise((resolve) => {
    const sink = document.querySelector('iframe');
    sink.onload = () => resolve('posted');
    document.getElementById('post').submit();
  });
  got.fetch = await settled(fetch(game + '/api/sim/6/').then((r) => r.text()));
  got.fetchWithCredentials = await settled(fetch(game + '/api/sim/7/', { credentials: 'include' }).then((r) => r.text()));
  got.opaqueFetch = await settled(fetch(game + '/api/sim/8/', { mode: 'no-cors', credentials: 'include' }).then((r) => r.type));
  got.opaquePost = await settled(
    fetch(game + '/api/advance/', { method: 'POST', mode: 'no-cors', body: '{}', headers: { 'Content-Type': 'text/plain' } })
      .then((r) => r.type),
  );
  got.read = await settled(fetch(game + '/api/home/').then((r) => r.text()));
  return got;
};
</script>
</body></html>`;
}

let game: LocalServer;
let site: Server;
let siteBase: string;

/** Where the save stands, asked as the CLI would (no browser headers). */
async function info(): Promise<Info> {
  const response = await fetch(`${game.base}/api/frame/`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { info: Info }).info;
}

test.beforeAll(async () => {
  game = await startLocalServer(['--allowed-host', 'friendly.example']);
  // A dynasty in its first week of the season, started as a tool would start it.
  const start = await fetch(`${game.base}/api/noncon/?team=Clemson&year=2019&playoff_teams=4&playoff_autobids=0`);
  expect(start.status, await start.text()).toBe(200);
  expect((await fetch(`${game.base}/api/dashboard/`)).status).toBe(200);
  site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(attackPage(game.base));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  siteBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await game?.stop();
});

test('a page of another site plays nothing and reads nothing', async ({ page, consoleWatch }) => {
  // The browser reports the refused loads and the answers it kept from the page.
  consoleWatch.allow(/Failed to load resource|CORS policy|net::ERR_FAILED/);
  expect(await info()).toMatchObject({ stage: 'season', currentWeek: 1 });
  await page.goto(`${siteBase}/attack.html`);
  const got = await page.evaluate(() => (window as unknown as { attack(): Promise<Record<string, unknown>> }).attack());
  expect(got.image).toBe('failed');
  expect(got.form).toBe('posted');
  // The fetches that would read are stopped by the browser; the opaque ones are sent and show nothing.
  expect(got.fetch).toMatchObject({ answered: false });
  expect(got.fetchWithCredentials).toMatchObject({ answered: false });
  expect(got.read).toMatchObject({ answered: false });
  expect(got.opaqueFetch).toEqual({ answered: true, value: 'opaque' });
  expect(got.opaquePost).toEqual({ answered: true, value: 'opaque' });
  // What the form's frame shows is the refusal (the page itself cannot read it).
  await expect(page.frameLocator('iframe[name=sink]').locator('body')).toContainText('another site');
  expect(await info()).toMatchObject({ stage: 'season', currentWeek: 1 });
});

test('a name rebound to 127.0.0.1 reads nothing; a name allowed with --allowed-host is answered', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource/);
  const rebound = await page.goto(`http://evil.example:${game.port}/`);
  expect(rebound?.status()).toBe(403);
  const read = await page.evaluate(async () => {
    const answer = await fetch('/api/home/');
    const sim = await fetch('/api/sim/4/');
    return { status: answer.status, text: await answer.text(), sim: sim.status };
  });
  expect(read.status).toBe(403);
  expect(read.sim).toBe(403);
  expect(read.text).toContain('its own address');
  expect(read.text).not.toContain('Clemson');
  expect(await info()).toMatchObject({ stage: 'season', currentWeek: 1 });

  const allowed = await page.goto(`http://friendly.example:${game.port}/api/home/`);
  expect(allowed?.status()).toBe(200);
  expect(await allowed?.text()).toContain('Clemson');
});

test("the player's own pages and an address typed in the bar play on", async ({ page }) => {
  await page.goto(`${game.base}/rankings`);
  const own = await page.evaluate(async () => {
    const sim = await fetch('/api/sim/2/');
    const settings = await fetch('/api/settings/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ detail_seasons: 3 }),
    });
    return { sim: sim.status, settings: settings.status };
  });
  expect(own).toEqual({ sim: 200, settings: 200 });
  expect(await info()).toMatchObject({ currentWeek: 2 });
  // The original client's way: the simulation's address opened as a page.
  const typed = await page.goto(`${game.base}/api/sim/3/`);
  expect(typed?.status()).toBe(200);
  expect(await info()).toMatchObject({ currentWeek: 3 });
});
