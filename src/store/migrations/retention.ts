// Schema: keeping players and NIL as a negotiation. What each program did to keep its players after a season (a talk,
// a promise: a starting role, a position, NIL) and how each promise turned out; and the NIL offers a coached program
// made that were not yet a deal (his last counter, the answers so far). A save from before has none: its players'
// wants are drawn from the seed (core/retention/motives.ts), nothing stored.
export const RETENTION_TABLES = `
CREATE TABLE retention_actions (
  -- The season after which it was done.
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  player_id INTEGER NOT NULL,
  -- talk, or a promise: starter, position, nil.
  kind TEXT NOT NULL CHECK (kind IN ('talk', 'starter', 'position', 'nil')),
  -- The position promised, the NIL promised (thousands of dollars) and his ask then.
  position TEXT,
  amount INTEGER,
  ask INTEGER,
  -- A talk is done; a promise pending, kept, broken or lapsed (he left before it was judged).
  status TEXT NOT NULL CHECK (status IN ('done', 'pending', 'kept', 'broken', 'lapsed')),
  -- The season that judged it (NULL while pending, and for a talk).
  judged INTEGER,
  PRIMARY KEY (year, team, player_id, kind)
) WITHOUT ROWID;
CREATE TABLE nil_talks (
  year INTEGER NOT NULL,
  team TEXT NOT NULL,
  -- recruit, transfer or player (one of its own: a prospect's or a player's id).
  kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  -- Offers answered without a deal, his last counter (thousands; NULL: none) and the last answer.
  rounds INTEGER NOT NULL,
  counter INTEGER,
  last_offer INTEGER NOT NULL,
  answer TEXT NOT NULL CHECK (answer IN ('accepted', 'counter', 'refused')),
  PRIMARY KEY (year, team, kind, target_id)
) WITHOUT ROWID;
`;
