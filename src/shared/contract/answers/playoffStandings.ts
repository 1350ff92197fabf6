// The playoff page (the field, the bubble, the conference champions and the bracket) and a conference's standings,
// as the document records them, with the keys of ours after them (./wire.ts).
import Type from 'typebox';
import { closed, eitherBy, int, nullable } from './kit.js';
import { COUNT, page, pageConferencesFirst, RANK, RATING, RECORD, scheduleGameAnswer } from './wire.js';

/** A bracket side's team: a name, "TBD" or "Winner of ..."; a seed only when the team is known. */
export const matchupAnswer = closed({
  team1: Type.String(),
  team2: Type.String(),
  /** Absent (or null) while that side is not known yet. */
  seed1: Type.Optional(nullable(Type.Integer())),
  seed2: Type.Optional(nullable(Type.Integer())),
  /** Ours, once the game is scheduled: its id, and once played its winner and score. */
  id: Type.Optional(nullable(Type.Integer())),
  winner: Type.Optional(nullable(Type.String())),
  score1: Type.Optional(nullable(COUNT)),
  score2: Type.Optional(nullable(COUNT)),
});
export const bracketSideAnswer = closed({
  /** Seeds 8v9 and 5v12 on the left, 7v10 and 6v11 on the right. */
  first_round: Type.Array(matchupAnswer),
  /** Two per side: top seeds against first-round winners (8 teams: the first games; 16: winners of the first round). */
  quarterfinals: Type.Array(matchupAnswer),
  semifinal: matchupAnswer,
  /** Ours, 24 teams only: the second round (the top eight seeds against first-round winners). */
  second_round: Type.Optional(Type.Array(matchupAnswer)),
});
export const bracketAnswer = closed({
  left_bracket: bracketSideAnswer,
  right_bracket: bracketSideAnswer,
  championship: matchupAnswer,
  /** Ours, 4 teams: the two semifinals (the original's 4-team shape), beside the sides. */
  semifinals: Type.Optional(Type.Array(matchupAnswer)),
});
export const playoffTeamAnswer = closed({
  seed: int(1),
  name: Type.String(),
  record: RECORD,
  ranking: RANK,
  is_autobid: Type.Boolean(),
  /** Ours: the team's conference. */
  conference: Type.Optional(Type.String()),
});
export const bubbleTeamAnswer = closed({
  ranking: RANK,
  name: Type.String(),
  record: RECORD,
  conference: Type.String(),
});
/** seed: null when the champion is not in the field. */
export const conferenceChampionAnswer = closed({
  ranking: RANK,
  name: Type.String(),
  record: RECORD,
  seed: nullable(Type.Integer()),
  conference: Type.Optional(Type.String()),
});

export const playoffAnswer = page({
  /** The format: its row's id (ours), the field's size. */
  playoff: closed({ id: Type.Integer(), teams: int(2, 24), autobids: COUNT, conf_champ_top_4: Type.Boolean() }),
  playoff_teams: Type.Array(playoffTeamAnswer, { minItems: 2 }),
  bubble_teams: Type.Array(bubbleTeamAnswer, { maxItems: 5 }),
  conference_champions: Type.Array(conferenceChampionAnswer),
  /**
   * The bracket with results so far: 12 teams fill every round; 4 teams only each side's semifinal (empty
   * first_round and quarterfinals); 2 teams only the championship (both sides empty, semifinals "TBD").
   * Never null: sides not known yet read "TBD".
   */
  bracket: bracketAnswer,
});

export const standingsTeamAnswer = closed({
  name: Type.String(),
  ranking: RANK,
  /** Ours: the division, in seasons where the conference has divisions (listed division by division). */
  division: nullable(Type.String()),
  confWins: COUNT,
  confLosses: COUNT,
  totalWins: COUNT,
  totalLosses: COUNT,
  rating: RATING,
  last_game: nullable(scheduleGameAnswer),
  next_game: nullable(scheduleGameAnswer),
});

/** A conference's standings; the conference's name is absent for the independents. */
const standingsTeams = Type.Array(standingsTeamAnswer, { minItems: 1 });
/**
 * A conference's standings; the independents' have no conference name. (Two schemas rather than an optional key:
 * the serializer writes optional keys after the required ones, which would move the name after the teams.)
 */
export const standingsAnswer = eitherBy(
  'conference',
  pageConferencesFirst({ conference: Type.String(), teams: standingsTeams }),
  pageConferencesFirst({ teams: standingsTeams }),
);
