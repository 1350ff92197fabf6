import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastWeekFor } from '../../src/core/season/calendar.js';
import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { simulateTo } from '../../src/store/actions/season/simulate.js';
import { readState } from '../../src/store/queries/meta.js';
import { takeFirstOfferIfFired } from '../../src/store/actions/coaches/offers.js';
const dir = mkdtempSync(join(tmpdir(), 'prof-'));
const save = await newDynasty(join(dir, 'd.db'), { year: 2024, team: 'Texas', seed: 5 });
const session = new Session(); session.connect();
const post = (m: string, p?: object) => new Promise<any>((res, rej) => session.post(m, p ?? {}, (e, r) => (e ? rej(e) : res(r))));
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 200 });
for (let s = 0; s < 4; s++) {
  const t = async (name: string, fn: () => void) => {
    const prof = s === 3 && name === (process.env.STEP ?? 'sim');
    if (prof) await post('Profiler.start');
    const c = process.cpuUsage(); save.db.transaction(fn); save.save(); const u = process.cpuUsage(c);
    if (prof) { const { profile } = await post('Profiler.stop'); writeFileSync('/tmp/warm.cpuprofile', JSON.stringify(profile)); }
    console.log(s, name, ((u.user + u.system) / 1000).toFixed(0));
  };
  await t('start', () => void advanceStage(save.db));
  await t('sim', () => void simulateTo(save.db, lastWeekFor(readState(save.db).playoff.teams) + 1));
  await t('summary', () => void advanceStage(save.db));
  save.change(() => takeFirstOfferIfFired(save.db, readState(save.db).year));
  await t('progression', () => void advanceStage(save.db));
  await t('recruiting', () => void advanceStage(save.db));
  await t('preseason', () => void advanceStage(save.db));
}
