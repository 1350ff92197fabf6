// The stage pages with our keys beside the document's (./wire.ts has the document's shapes): the dashboard (its
// news, the coach's hot seat, the recruiting warning, the walk-ons), the season summary (the awards, the carousel,
// the player's offers), roster progression (the early entrants, the portal, the roster limit) and the recruiting
// summary (the class figures, the portal's arrivals). Each read only before its stage answers the stage's question.
import Type from 'typebox';
import { eitherBy, int, nullable, open, word } from './kit.js';
import { seasonAwardsAnswer } from './seasonAwards.js';
import {
  dashboardAnswer,
  PLAYER_CLASS,
  recruitingSummaryPageAnswer,
  rosterProgressionPageAnswer,
  seasonStartAnswer,
  stageAheadAnswer,
  summaryPageAnswer,
} from './wire.js';

// The offseason's players and jobs as these pages list them (the program calls' pages list them too).

/** A player gone to the NFL draft: his pick (null: undrafted) and his NFL club by city. */
const draftedPlayer = open({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  year: PLAYER_CLASS,
  rating: int(0, 99),
  college: Type.String(),
  early: Type.Boolean(),
  pick: nullable(int(1)),
  round: nullable(int(1)),
  round_pick: nullable(int(1)),
  nfl_team: nullable(Type.String()),
});

/** A player in the transfer portal: his class and rating next season, why he left, where he signed. */
const portalPlayer = open({
  id: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
  pos: Type.String(),
  year: PLAYER_CLASS,
  rating: int(0, 99),
  stars: int(1, 5),
  from_team: Type.String(),
  reason: word([
    'playing_time',
    'behind_better',
    'program_declined',
    'coach_change',
    'moving_up',
    'fresh_start',
    'released',
  ]),
  reason_label: Type.String(),
  offered: Type.Boolean(),
  to_team: nullable(Type.String()),
  sits_out: Type.Boolean(),
});

/** The roster limit of a season: scholarships (85) or, in seasons without, the roster's size. */
const rosterLimit = open({
  kind: word(['scholarships', 'roster']),
  max: int(1),
  label: Type.String(),
  season: Type.Integer(),
});

/** Signing day's walk-ons: the invited ones still unsigned (best ranked first), then drawn ones by position. */
const walkOnPreview = open({
  places: int(0),
  invited: Type.Array(
    open({
      id: Type.Integer(),
      first: Type.String(),
      last: Type.String(),
      pos: Type.String(),
      stars: int(0, 5),
      rank: int(0),
      state: Type.String(),
    }),
  ),
  drawn: Type.Array(open({ pos: Type.String(), count: int(1) })),
  line: nullable(Type.String()),
});

/** A program's coaching change: who left and why, and who came (null while it waits on the player). */
const coachingChange = open({
  team: Type.String(),
  reason: Type.String(),
  reason_label: Type.String(),
  outgoing: nullable(open({ name: Type.String(), wins: int(0), losses: int(0) })),
  incoming: nullable(
    open({ name: Type.String(), from: nullable(Type.String()), scheme_label: Type.String(), is_user: Type.Boolean() }),
  ),
});

/** A job offered to the player: the program and its record in the season just played. */
const coachOffer = open({
  team: Type.String(),
  prestige: Type.Integer(),
  conference: Type.String(),
  record: Type.String(),
});

/** A news item: a game's story, a record broken. */
const newsEntry = open({
  year: Type.Integer(),
  week: int(0),
  game_id: nullable(Type.Integer()),
  team: Type.String(),
  text: Type.String(),
});

/** The dashboard, or (read_only, in the preseason) the question that starts the season. */
export const dashboardPageAnswer = eitherBy(
  'season_start',
  seasonStartAnswer,
  open({
    ...dashboardAnswer.properties,
    /** The season's latest news, newest first. */
    news: Type.Array(newsEntry),
    /** The player's coach and his hot seat. */
    coach: Type.Optional(
      open({
        name: Type.String(),
        security: int(0, 100),
        hot_seat: word(['secure', 'warm', 'hot', 'fired']),
        hot_seat_label: Type.String(),
      }),
    ),
    /** From mid-season: the scholarships neither commitments nor realistic targets cover. */
    recruiting_warning: Type.Optional(nullable(Type.String())),
    /** Signing day's walk-ons: invited ones, then drawn ones. */
    walk_ons: Type.Optional(nullable(walkOnPreview)),
  }),
);

/** The season summary, or (read_only, before it) the question that moves the dynasty on. */
export const summaryAnswer = eitherBy(
  'stage_ahead',
  stageAheadAnswer,
  open({
    ...summaryPageAnswer.properties,
    /** The season's awards (null before the season ends). */
    awards: nullable(seasonAwardsAnswer),
    /** The coaching carousel after this season, the player's job offers, and whether he was fired. */
    coaching_changes: Type.Array(coachingChange),
    coach_offers: Type.Array(coachOffer),
    coach_fired: Type.Boolean(),
    /** Late recruiting weeks left before signing day, with the scholarships open; null when none. */
    late_signings: nullable(open({ weeks_left: int(0), scholarships_left: int(0) })),
  }),
);

/** Roster progression, or (read_only, before it) the question that moves the dynasty on. */
export const rosterProgressionAnswer = eitherBy(
  'stage_ahead',
  stageAheadAnswer,
  open({
    ...rosterProgressionPageAnswer.properties,
    /** Underclassmen gone to the NFL draft, players gone to the portal, and next season's roster limit. */
    early_entrants: Type.Array(draftedPlayer),
    portal_departures: Type.Array(portalPlayer),
    limit: rosterLimit,
  }),
);

/** The recruiting summary, or (read_only, before it) the question that moves the dynasty on. */
export const recruitingSummaryAnswer = eitherBy(
  'stage_ahead',
  stageAheadAnswer,
  open({
    ...recruitingSummaryPageAnswer.properties,
    /** The freshmen of every class together. */
    summary_stats: open({
      total_freshmen: int(0),
      avg_rating: Type.Number(),
      max_rating: Type.Number(),
      min_rating: Type.Number(),
    }),
    /** Transfers who signed with a program out of the portal, best first. */
    portal_arrivals: Type.Array(portalPlayer),
  }),
);
