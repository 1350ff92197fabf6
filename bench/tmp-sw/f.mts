import { advanceStage } from '../../src/store/actions/advance.js';
import { newDynasty } from '../../src/store/actions/newDynasty.js';
import { loadSeason } from '../../src/store/actions/season/seasonLoad.js';
import { readState } from '../../src/store/queries/meta.js';
import { dynastyLeague } from '../../src/store/league.js';
const s = await newDynasty('/tmp/sw/f' + Date.now() + '.db', { year: 2024, team: 'Ohio State', seed: 5 });
s.change(() => advanceStage(s.db));
const state = readState(s.db); const league = dynastyLeague(s.db, state.year);
for (let i = 0; i < 3; i++) {
let t = performance.now();
const season = loadSeason(s.db, state, league);
const t1 = performance.now();
const opp = s.db.all<{ away: string }>('SELECT DISTINCT away FROM games WHERE year = ? AND fcs = 1 AND home_points IS NULL', [state.year]);
for (const { away } of opp) season.teams.fcsTeam(away);
console.log('load', (t1 - t).toFixed(0), 'fcs', opp.length, (performance.now() - t1).toFixed(0));
}
