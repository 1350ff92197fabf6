// The season's awards: the Heisman (with its finalists), the position awards, coach of the year and the
// All-America, freshman All-America and all-conference teams. Pure: chosen from the season's statistics and
// the teams' success alone.
import { heismanScore, positionScore } from './scores.js';
import { seasonLine } from './statLine.js';
import { INDEPENDENT } from '../data/types.js';
import { ALL_AMERICA_TEAMS, ALL_CONFERENCE_TEAMS, HEISMAN_FINALISTS, MIN_GAME_SHARE, TEAM_SLOTS } from './tuning.js';
import type { AwardCandidate, AwardKind, AwardTeamSeason, AwardWinner } from './types.js';

export interface ScoredCandidate extends AwardCandidate {
  heisman: number;
  position: number;
}

/** Did a player who played `games` of his team's season play enough of them to be considered? */
export function playedEnough(games: number, team: AwardTeamSeason): boolean {
  return games >= MIN_GAME_SHARE * (team.wins + team.losses);
}

/** Candidates who played enough of their team's games, with both scores. */
export function scoreCandidates(
  candidates: readonly AwardCandidate[],
  teams: ReadonlyMap<string, AwardTeamSeason>,
): ScoredCandidate[] {
  const out: ScoredCandidate[] = [];
  for (const c of candidates) {
    const t = teams.get(c.team);
    if (!t) continue;
    if (!playedEnough(c.games, t)) continue;
    // One literal of the candidate's fields (a spread per candidate was a third of choosing the awards).
    out.push({
      playerId: c.playerId,
      name: c.name,
      team: c.team,
      conference: c.conference,
      pos: c.pos,
      classYear: c.classYear,
      rating: c.rating,
      games: c.games,
      stats: c.stats,
      heisman: heismanScore(c, t),
      position: positionScore(c, t),
    });
  }
  return out;
}

/** Highest score first (Heisman or position); ties go to the lower id, so the order never depends on the input's. */
const byHeisman = (a: ScoredCandidate, b: ScoredCandidate): number => b.heisman - a.heisman || a.playerId - b.playerId;
const byPosition = (a: ScoredCandidate, b: ScoredCandidate): number =>
  b.position - a.position || a.playerId - b.playerId;

/** The Heisman race: every candidate with a score, best first. */
export function heismanRace(scored: readonly ScoredCandidate[]): ScoredCandidate[] {
  return scored.filter((c) => c.heisman > 0).sort(byHeisman);
}

function winner(award: AwardKind, c: ScoredCandidate, slot: number, score: number, conference = ''): AwardWinner {
  return {
    award,
    conference,
    slot,
    playerId: c.playerId,
    name: c.name,
    team: c.team,
    pos: c.pos,
    score: Math.round(score * 10) / 10,
    line: seasonLine(c.pos, c.stats),
  };
}

const POSITION_AWARDS: [AwardKind, readonly string[]][] = [
  ['best_qb', ['QB']],
  ['best_rb', ['RB']],
  ['best_receiver', ['WR', 'TE']],
  ['best_defender', ['DL', 'LB', 'CB', 'S']],
  ['best_lineman', ['OL', 'DL']],
  ['best_kicker', ['K']],
  ['best_punter', ['P']],
];

/**
 * Teams of `count` levels (first, second, ...) from the pool: TEAM_SLOTS players per position per team. `ranked`:
 * the pool sorted by position score (byPosition is a total order, so any part of it keeps that order).
 */
function selectTeams(ranked: readonly ScoredCandidate[], count: number): ScoredCandidate[][] {
  const teams: ScoredCandidate[][] = Array.from({ length: count }, () => []);
  const byPosition = new Map<string, ScoredCandidate[]>();
  for (const c of ranked) {
    let list = byPosition.get(c.pos);
    if (!list) {
      list = [];
      byPosition.set(c.pos, list);
    }
    list.push(c);
  }
  for (const [pos, slots] of Object.entries(TEAM_SLOTS)) {
    const atPosition = byPosition.get(pos) ?? [];
    for (let level = 0; level < count; level++)
      teams[level].push(...atPosition.slice(level * slots, (level + 1) * slots));
  }
  return teams;
}

/** Coach of the year: the team that beat its preseason standing by the most, weighted by its record. */
export function coachOfTheYearTeam(teams: Iterable<AwardTeamSeason>): AwardTeamSeason | null {
  const standing = (rank: number): number => (rank >= 1 && rank <= 50 ? rank : 50);
  let best: AwardTeamSeason | null = null;
  let bestScore = -Infinity;
  for (const t of teams) {
    const games = t.wins + t.losses;
    if (games === 0) continue;
    const score = 40 * (t.wins / games) + standing(t.preseasonRank) - standing(t.rank);
    if (score > bestScore || (score === bestScore && best && t.team < best.team)) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

/** Candidates and their teams' seasons, as one vote sees them. */
interface AwardBallot {
  candidates: readonly AwardCandidate[];
  teams: ReadonlyMap<string, AwardTeamSeason>;
}

/** `heisman`: the Heisman's field where its ballot closes before the season's end (default: the season's). */
export function selectSeasonAwards(
  candidates: readonly AwardCandidate[],
  teams: ReadonlyMap<string, AwardTeamSeason>,
  heisman?: AwardBallot,
): AwardWinner[] {
  const scored = scoreCandidates(candidates, teams);
  const awards: AwardWinner[] = [];
  heismanRace(heisman ? scoreCandidates(heisman.candidates, heisman.teams) : scored)
    .slice(0, HEISMAN_FINALISTS)
    .forEach((c, i) => {
      awards.push(winner('heisman', c, i + 1, c.heisman));
    });
  // Best position score first, sorted once: each award and team below takes its part in that order.
  const ranked = scored.slice().sort(byPosition);
  for (const [award, positions] of POSITION_AWARDS) {
    const best = ranked.find((c) => positions.includes(c.pos));
    if (best) awards.push(winner(award, best, 1, best.position));
  }
  const coach = coachOfTheYearTeam(teams.values());
  if (coach) {
    awards.push({
      award: 'coach_of_year',
      conference: '',
      slot: 1,
      playerId: null,
      name: '',
      team: coach.team,
      pos: 'HC',
      score: 0,
      line: `${coach.wins}-${coach.losses}${coach.rank ? `, final rank #${coach.rank}` : ''}`,
    });
  }
  const levels: AwardKind[] = ['all_america_1', 'all_america_2', 'all_america_3'];
  selectTeams(ranked, ALL_AMERICA_TEAMS).forEach((team, level) => {
    team.forEach((c, i) => {
      awards.push(winner(levels[level], c, i + 1, c.position));
    });
  });
  selectTeams(
    ranked.filter((c) => c.classYear === 'fr'),
    1,
  )[0].forEach((c, i) => {
    awards.push(winner('freshman_all_america', c, i + 1, c.position));
  });
  // Each conference's part of `ranked`, in its order, from one pass.
  const byConference = new Map<string, ScoredCandidate[]>();
  for (const c of ranked) {
    let list = byConference.get(c.conference);
    if (!list) {
      list = [];
      byConference.set(c.conference, list);
    }
    list.push(c);
  }
  const conferences = [...byConference.keys()].filter((c) => c !== INDEPENDENT).sort();
  for (const conference of conferences) {
    const conf: AwardKind[] = ['all_conference_1', 'all_conference_2'];
    selectTeams(byConference.get(conference)!, ALL_CONFERENCE_TEAMS).forEach((team, level) => {
      team.forEach((c, i) => {
        awards.push(winner(conf[level], c, i + 1, c.position, conference));
      });
    });
  }
  return awards;
}
