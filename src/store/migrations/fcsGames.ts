// FCS opponents: a game's away side may be an FCS program, which has no team_seasons row, roster or poll
// entry. The flag tells such a game from one between FBS teams. Saves made before it hold no FCS game, so the update
// changes nothing in them; it states what the flag means (an away side that is no team of the season), so a save
// written in an old schema from a newer one (the migration tests' fixtures) gets its flags back.
export const FCS_GAMES = `
ALTER TABLE games ADD COLUMN fcs INTEGER NOT NULL DEFAULT 0;
UPDATE games SET fcs = 1
 WHERE kind = 'regular' AND NOT EXISTS (SELECT 1 FROM team_seasons t WHERE t.year = games.year AND t.team = games.away);
`;
