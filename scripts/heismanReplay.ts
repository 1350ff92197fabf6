// The Heisman vote played again on kept dynasty saves (`dynasty --save F.db batch --dynasty ... --comparison-seasons
// 0` keeps F-1.db, F-2.db, ...), under the tuning overrides given: each season's winner's position and his team's
// final rank, judged as the dynasty report judges them (src/workbench/heismanReport.ts). Each field is the ballot's (the
// season through the conference championships): kept saves keep every game's players' lines for it; seasons whose
// lines after the ballot are gone (saves kept before they did) are skipped and counted. The vote changes no game, so a
// season's field is what the batch's would be under the same overrides; without overrides every replayed winner must
// be the stored one (the script counts those that are not). For docs/calibration.md.
//
// Usage: npx tsx scripts/heismanReplay.ts [--set awards.NAME=VALUE ...] [--fields OUT.json] [--season-end] FILE ...
// --season-end: each field as the whole season left it (bowls and playoff counted, the final poll), as the vote was
// before its ballot closed after the conference championships; to set the two side by side.
// FILE: a save, or a fields file that --fields wrote (each season's likeliest winners, read again far faster).
// The values are not checked against the tuning catalogue (a grid may try a fraction where the batch takes a count).
import { readFileSync, writeFileSync } from 'node:fs';
import { type TuningValue, setTuningOverrides } from '../src/core/tuning.js';
import type { AwardCandidate, AwardTeamSeason } from '../src/core/awards/types.js';

/** One season's field as the vote sees it, with the stored winner and each team's final AP rank. */
interface SeasonField {
  save: string;
  year: number;
  stored: { playerId: number; pos: string } | null;
  candidates: AwardCandidate[];
  teams: AwardTeamSeason[];
  finalRanks: Record<string, number>;
}

/** Candidates kept per season in a fields file: the likeliest winners under any nearby weights. */
const KEPT_BY_SCORE = 60;
const KEPT_BY_POSITION = 25;

function parseArgs(argv: readonly string[]): {
  overrides: Record<string, TuningValue>;
  fields?: string;
  seasonEnd: boolean;
  files: string[];
} {
  const overrides: Record<string, TuningValue> = {};
  const files: string[] = [];
  let fields: string | undefined;
  let seasonEnd = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--set') {
      const [name, value] = argv[++i].split('=');
      overrides[name] = Number(value);
    } else if (argv[i] === '--fields') fields = argv[++i];
    else if (argv[i] === '--season-end') seasonEnd = true;
    else files.push(argv[i]);
  }
  return { overrides, fields, seasonEnd, files };
}

const { overrides, fields, seasonEnd, files } = parseArgs(process.argv.slice(2));
// The overrides are set before the game's modules load: its constants take them as they are evaluated.
setTuningOverrides(overrides);
const { heismanRace, scoreCandidates } = await import('../src/core/awards/select.js');
const { production } = await import('../src/core/awards/scores.js');
const { SaveFile } = await import('../src/store/saveFile.js');
const { awardField, heismanBallotField } = await import('../src/store/queries/awardCandidates.js');
const { awardsOfYear, awardYears } = await import('../src/store/queries/awards.js');

/** Seasons left out: their games after the ballot kept no players' lines (a save made without them). */
let skipped = 0;

async function saveFields(path: string): Promise<SeasonField[]> {
  const save = await SaveFile.open(path);
  try {
    const out: SeasonField[] = [];
    for (const year of awardYears(save.db).sort((a, b) => a - b)) {
      const field = seasonEnd ? { ...awardField(save.db, year), missingLines: 0 } : heismanBallotField(save.db, year);
      // A season whose bowl and playoff lines were dropped cannot be seen as its voters saw it.
      if (field.missingLines > 0) {
        skipped++;
        continue;
      }
      const winner = awardsOfYear(save.db, year).find((a) => a.award === 'heisman' && a.slot === 1);
      const finalRanks: Record<string, number> = {};
      for (const r of save.db.all<{ team: string; final_rank: number | null }>(
        'SELECT team, final_rank FROM team_seasons WHERE year = ?',
        [year],
      ))
        finalRanks[r.team] = r.final_rank ?? 0;
      out.push({
        save: path,
        year,
        stored: winner?.player_id == null ? null : { playerId: winner.player_id, pos: winner.pos },
        candidates: field.candidates,
        teams: [...field.teams.values()],
        finalRanks,
      });
    }
    return out;
  } finally {
    save.close();
  }
}

/** The field cut to its likeliest winners: the best by today's Heisman score, and the most productive at each position. */
function likeliest(season: SeasonField): SeasonField {
  const teams = new Map(season.teams.map((t) => [t.team, t]));
  const scored = heismanRace(scoreCandidates(season.candidates, teams));
  const keep = new Set(scored.slice(0, KEPT_BY_SCORE).map((c) => c.playerId));
  for (const pos of ['QB', 'RB', 'WR', 'TE']) {
    scored
      .filter((c) => c.pos === pos)
      .sort((a, b) => production(b) - production(a))
      .slice(0, KEPT_BY_POSITION)
      .forEach((c) => {
        keep.add(c.playerId);
      });
  }
  return { ...season, candidates: season.candidates.filter((c) => keep.has(c.playerId)) };
}

const seasons: SeasonField[] = [];
for (const file of files) {
  if (file.endsWith('.json')) seasons.push(...(JSON.parse(readFileSync(file, 'utf8')) as SeasonField[]));
  else seasons.push(...(await saveFields(file)));
}
if (fields !== undefined) writeFileSync(fields, JSON.stringify(seasons.map(likeliest)));

let qb = 0;
let rb = 0;
let receivers = 0;
let topFive = 0;
let changed = 0;
for (const season of seasons) {
  const teams = new Map(season.teams.map((t) => [t.team, t]));
  const winner = heismanRace(scoreCandidates(season.candidates, teams))[0];
  if (!winner) continue;
  if (winner.playerId !== season.stored?.playerId) changed++;
  if (winner.pos === 'QB') qb++;
  else if (winner.pos === 'RB') rb++;
  else if (winner.pos === 'WR' || winner.pos === 'TE') receivers++;
  const rank = season.finalRanks[winner.team] ?? 0;
  if (rank >= 1 && rank <= 5) topFive++;
}
const n = Math.max(1, seasons.length);
const share = (k: number): string => (k / n).toFixed(3);
console.log(
  JSON.stringify({
    overrides,
    seasons: seasons.length,
    skipped,
    qb: share(qb),
    rb: share(rb),
    receivers: share(receivers),
    topFive: share(topFive),
    winnersChanged: changed,
  }),
);
