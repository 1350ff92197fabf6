// A playoff format chosen by the player (new game, league file, between seasons), checked against the league.
import { withArticle } from '../../shared/article.js';
import { defaultPlayoff } from '../../core/data/league.js';
import type { PlayoffSettings } from '../../core/data/types.js';
import { PLAYOFF_SIZES } from '../../core/league/types.js';
import { playoffByes, playoffRoundCount } from '../../core/league/validate.js';
import { GameError } from '../errors.js';

export interface PlayoffChoices {
  playoffTeams?: number;
  autobids?: number;
  confChampTop4?: boolean;
  /** Rounds on the better seed's campus (absent: the real rule, the 12-team first round). */
  onCampusRounds?: number;
}

const bad = (message: string) => new GameError('bad_input', message);

/**
 * The format from the player's choices, the rest from the season's real format: 2 and 4 teams have no
 * automatic bids; 8 or more default to five champions, and the champions take the byes where there are byes.
 */
export function playoffSettingsFor(year: number, options: PlayoffChoices, conferenceCount: number): PlayoffSettings {
  const real = defaultPlayoff(year);
  const teams = options.playoffTeams ?? real.teams;
  if (!(PLAYOFF_SIZES as readonly number[]).includes(teams))
    throw bad(`Playoff format must be ${PLAYOFF_SIZES.join(', ')} teams, not ${teams}.`);
  const onCampus = onCampusChoice(teams, options.onCampusRounds);
  if (teams <= 4) {
    if (options.autobids) throw bad('Conference champion autobids apply only to playoffs of 8 or more teams.');
    return { teams, autobids: 0, confChampTop4: false, ...onCampus };
  }
  const sameFormat = real.teams === teams;
  const autobids = options.autobids ?? (sameFormat ? real.autobids : Math.min(5, conferenceCount));
  if (!Number.isInteger(autobids) || autobids < 0 || autobids > Math.min(conferenceCount, teams)) {
    throw bad(`Autobids must be from 0 to ${Math.min(conferenceCount, teams)} (the number of conferences in ${year}).`);
  }
  const byes = playoffByes(teams);
  const confChampTop4 = options.confChampTop4 ?? (sameFormat ? real.confChampTop4 : byes > 0);
  if (confChampTop4 && byes === 0) throw bad(`A ${teams}-team playoff has no byes for conference champions to take.`);
  return { teams, autobids, confChampTop4, ...onCampus };
}

function onCampusChoice(teams: number, rounds: number | undefined): { onCampusRounds?: number } {
  if (rounds === undefined) return {};
  const most = playoffRoundCount(teams) - 1;
  if (!Number.isInteger(rounds) || rounds < 0 || rounds > most) {
    throw bad(
      `On-campus rounds must be from 0 to ${most} for ${withArticle(`${teams}-team`)} playoff (the title game is at a neutral site), not ${rounds}.`,
    );
  }
  return { onCampusRounds: rounds };
}
