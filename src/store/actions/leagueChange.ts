// One change to the league as the API, the web page and the terminal screen send it, and its checks of shape;
// each change is the use case of the same name (realign.ts, leagueSetup.ts).
import { realRules } from '../../core/league/setup.js';
import type { LeagueSetup } from '../../core/league/types.js';
import type { LeagueChange } from '../../shared/api-types.js';
import type { Db } from '../database.js';
import { GameError } from '../errors.js';
import { changePlayoff, changeRules } from './leagueSetup.js';
import * as realign from './realign.js';

const bad = (message: string) => new GameError('bad_input', message);
const ACTIONS = [
  'move',
  'create',
  'rename',
  'dissolve',
  'divisions',
  'games',
  'title_game',
  'rivalry_add',
  'rivalry_remove',
  'playoff',
  'rules',
];

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 100)
    throw bad(`${what} must be text of 1-100 characters.`);
  return value;
}

function texts(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.length > 200) throw bad(`${what} must be a list of names.`);
  return value.map((v) => text(v, what));
}

function whole(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw bad(`${what} must be a whole number.`);
  return value;
}

function flag(value: unknown, what: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw bad(`${what} must be true or false.`);
  return value;
}

function pair(value: unknown): [string, string] {
  const teams = texts(value, 'teams');
  if (teams.length !== 2) throw bad('A rivalry is between two teams.');
  return [teams[0], teams[1]];
}

/** A request body as a change, or a bad-input error saying what is wrong with it. */
export function parseLeagueChange(body: unknown): LeagueChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw bad('Send a JSON object {"action": ..., ...}.');
  const b = body as Record<string, unknown>;
  switch (b.action) {
    case 'move':
      return {
        action: 'move',
        team: text(b.team, 'team'),
        conference: text(b.conference, 'conference'),
        ...(b.division === undefined ? {} : { division: text(b.division, 'division') }),
      };
    case 'create':
      return { action: 'create', name: text(b.name, 'name'), teams: texts(b.teams, 'teams') };
    case 'rename':
      return { action: 'rename', conference: text(b.conference, 'conference'), name: text(b.name, 'name') };
    case 'dissolve':
      return { action: 'dissolve', conference: text(b.conference, 'conference') };
    case 'divisions': {
      const divisions =
        b.divisions === null
          ? null
          : Array.isArray(b.divisions)
            ? b.divisions.map((d: { name?: unknown; teams?: unknown }) => ({
                name: text(d?.name, 'division name'),
                teams: texts(d?.teams, 'division teams'),
              }))
            : (() => {
                throw bad('divisions must be two {name, teams} or null.');
              })();
      return { action: 'divisions', conference: text(b.conference, 'conference'), divisions };
    }
    case 'games':
      return { action: 'games', conference: text(b.conference, 'conference'), games: whole(b.games, 'games') ?? NaN };
    case 'title_game':
      return { action: 'title_game', conference: text(b.conference, 'conference'), on: flag(b.on, 'on') ?? false };
    case 'rivalry_add':
      return {
        action: 'rivalry_add',
        teams: pair(b.teams),
        ...(b.name === undefined ? {} : { name: text(b.name, 'name') }),
        week: b.week === null ? null : (whole(b.week, 'week') ?? null),
      };
    case 'rivalry_remove':
      return { action: 'rivalry_remove', teams: pair(b.teams) };
    case 'playoff':
      return {
        action: 'playoff',
        teams: whole(b.teams, 'teams'),
        autobids: whole(b.autobids, 'autobids'),
        confChampTop4: flag(b.confChampTop4, 'confChampTop4'),
        onCampusRounds: whole(b.onCampusRounds, 'onCampusRounds'),
      };
    case 'rules': {
      if (typeof b.rules !== 'object' || b.rules === null || Array.isArray(b.rules))
        throw bad('rules must be an object of the rules to change.');
      const known = Object.keys(realRules(2024));
      const unknown = Object.keys(b.rules).find((k) => !known.includes(k));
      if (unknown !== undefined) throw bad(`Unknown rule "${unknown.slice(0, 40)}": rules are ${known.join(', ')}.`);
      return { action: 'rules', rules: b.rules as Record<string, never> };
    }
    default:
      throw bad(`action must be one of ${ACTIONS.join(', ')}.`);
  }
}

export function applyLeagueChange(db: Db, change: LeagueChange): LeagueSetup {
  switch (change.action) {
    case 'move':
      return realign.moveProgram(db, change.team, change.conference, change.division);
    case 'create':
      return realign.createConference(db, change.name, change.teams);
    case 'rename':
      return realign.renameConference(db, change.conference, change.name);
    case 'dissolve':
      return realign.dissolveConference(db, change.conference);
    case 'divisions':
      return realign.setDivisions(db, change.conference, change.divisions);
    case 'games':
      return realign.setConferenceGames(db, change.conference, change.games);
    case 'title_game':
      return realign.setChampionshipGame(db, change.conference, change.on);
    case 'rivalry_add':
      return realign.addRivalry(db, change.teams[0], change.teams[1], change.name, change.week ?? null);
    case 'rivalry_remove':
      return realign.removeRivalry(db, change.teams[0], change.teams[1]);
    case 'playoff':
      return changePlayoff(db, {
        playoffTeams: change.teams,
        autobids: change.autobids,
        confChampTop4: change.confChampTop4,
        onCampusRounds: change.onCampusRounds,
      });
    case 'rules':
      return changeRules(db, change.rules as Parameters<typeof changeRules>[1]);
  }
}
