// The player page: his seasons and games with his position's stats, then ours (his profile, ratings by season,
// career, awards and position changes), as the document records it (./wire.ts).
import Type, { type Static, type TObject } from 'typebox';
// Import circle: the player page's stat keys are typed there, and that file's page types are these schemas' Static.
import type { PlayerPageStats } from '../../types/player.js';
import { awardEntryAnswer } from './awardEntry.js';
import { closed, int, keyed, nullable, word } from './kit.js';
import { COUNT, page, PLAYER_CLASS, RATING, scheduleGameAnswer, YEAR } from './wire.js';

/** An object with these keys, then the player page's stat keys of his position (numbers). */
const withStats = <S extends TObject>(schema: S) =>
  Type.Unsafe<Static<S> & PlayerPageStats>({ ...schema, additionalProperties: { type: 'number' } });

export const playerAnswer = page({
  /** Years with game logs (year selector), newest first. */
  years: Type.Array(YEAR, { minItems: 1 }),
  /** Ours: the season shown. */
  year: YEAR,
  player: closed({
    id: Type.Integer(),
    first: Type.String(),
    last: Type.String(),
    pos: Type.String(),
    year: PLAYER_CLASS,
    rating: RATING,
    starter: Type.Boolean(),
    /** Recruiting stars 1-5. */
    stars: int(1, 5),
    development_trait: int(0, 5),
  }),
  /** By season ("2024"): the class, rating and games, then the position's stats. */
  yearly_cumulative_stats: keyed(
    withStats(Type.Object({ class: PLAYER_CLASS, rating: RATING, games: COUNT })),
    '^\\d{4}$',
  ),
  /** The games of the season shown, by week: each game, then his numbers in it. */
  game_logs: Type.Array(withStats(Type.Object({ game: scheduleGameAnswer }))),
  /** Ours: his class with his redshirt, his injury, his body, potential and attributes. */
  profile: closed({
    /** Class with redshirt status: "So (RS)". */
    class_label: Type.String(),
    /** Has used his redshirt year; is being redshirted this season (held out to keep his year). */
    redshirted: Type.Boolean(),
    redshirting: Type.Boolean(),
    games_played: COUNT,
    /** What he is hurt with, or null. */
    injury: nullable(Type.String()),
    /** First week he can play again (null: healthy; out_for_season: not this season). */
    return_week: nullable(Type.Integer()),
    out_for_season: Type.Boolean(),
    /** Inches, and as feet-inches ("6-2"); pounds. */
    height: int(1),
    height_label: Type.String(),
    weight: int(1),
    potential: RATING,
    attributes: keyed(RATING),
  }),
  /** Ours: his rating at the end of each season played, then now. */
  ratings_by_season: Type.Array(closed({ year: YEAR, rating: RATING })),
  /** Ours: seasons and games, then his career's totals by stat. */
  career_totals: withStats(Type.Object({ seasons: COUNT, games: COUNT })),
  /** Ours: his awards, newest first. */
  awards: Type.Array(awardEntryAnswer),
  /** Ours: his position changes, the first first. */
  position_changes: Type.Array(
    closed({
      /** The season the offseason followed. */
      year: YEAR,
      team: Type.String(),
      from: Type.String(),
      to: Type.String(),
      rating_before: RATING,
      rating_after: RATING,
      /** His coach moved him ('coach'), or a computer program's staff ('staff'). */
      made_by: word(['coach', 'staff']),
    }),
  ),
});
