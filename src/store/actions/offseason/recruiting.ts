// Progression -> recruiting summary: every program that plays FBS next season signs a freshman class.
import { assignDepthChart } from '../../../core/players/depthChart.js';
import { createIdSource } from '../../../core/players/generate.js';
import { nationalRecruitingClass, runRecruiting } from '../../../core/players/recruiting.js';
import { createRng } from '../../../core/random.js';
import type { Db } from '../../database.js';
import { dynastyLeague } from '../../league.js';
import type { DynastyState } from '../../queries/meta.js';
import { savePlayers, teamRoster, updatePlayers } from '../../queries/players.js';
import { saveRosterChange } from '../../queries/rosterChanges.js';
import { recentSuccess } from './recentSuccess.js';

export function signRecruits(db: Db, state: DynastyState): DynastyState {
  const year = state.year;
  const current = dynastyLeague(db, year);
  const next = dynastyLeague(db, year + 1);
  const prestige = new Map(current.teams.map((t) => [t.name, t.prestige]));
  // Programs joining FBS arrive with full rosters next season; programs leaving it do not recruit.
  const recruitingTeams = next.teams
    .filter((t) => prestige.has(t.name))
    .map((t) => ({
      name: t.name,
      prestige: prestige.get(t.name)!,
      recentSuccess: recentSuccess(db, t.name, year),
      roster: teamRoster(db, t.name),
    }));
  const rng = createRng(`${state.seed}:recruiting:${year}`);
  const ids = createIdSource(state.nextPlayerId);
  const prospects = nationalRecruitingClass(recruitingTeams.length, rng.fork('class'), ids);
  const signed = runRecruiting(recruitingTeams, prospects, rng.fork('signing'));
  for (const team of recruitingTeams) {
    const recruits = signed.get(team.name) ?? [];
    savePlayers(db, recruits, year + 1);
    for (const p of recruits) {
      saveRosterChange(db, { year, player_id: p.id, team: team.name, kind: 'recruit', rating_before: null, rating_after: p.rating, change: 0 });
    }
    updatePlayers(db, assignDepthChart([...team.roster, ...recruits]));
  }
  return { ...state, stage: 'recruiting_summary', nextPlayerId: ids.peek() };
}
