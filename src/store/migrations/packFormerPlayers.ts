// Save schema 2 -> 3: former players move from a row each (plus an index by id) to deflated groups of
// consecutive ids (encoding/formerPlayers.ts), player season totals are deflated, and so are finished seasons'
// kept drives and players' lines (encoding/deflatedPacked.ts). A 30-season save drops
// from about 24 MiB to under 20.
import type { Db } from '../database.js';
import type { FormerPlayer } from '../encoding/formerPlayers.js';
import { encodeTeamPlayerSeasons, unpackTeamPlayerSeasons } from '../encoding/teamPlayerSeasons.js';
import { compactSeasonDetail } from '../queries/gameDetails.js';
import { storeFormerPlayers } from '../queries/formerPlayers.js';

export function packFormerPlayers(db: Db): void {
  db.exec(`
ALTER TABLE former_players RENAME TO former_player_rows;
DROP INDEX former_players_by_id;
-- Players who left before last season, by groups of ids (queries/formerPlayers.ts): no attributes or depth chart.
CREATE TABLE former_players (
  id_group INTEGER PRIMARY KEY,
  players BLOB NOT NULL
);`);
  storeFormerPlayers(
    db,
    db.all<FormerPlayer>(
      'SELECT id, team, first, last, pos, class, redshirted, rating, stars, development_trait, potential, joined_year, left_year FROM former_player_rows',
    ),
  );
  db.exec('DROP TABLE former_player_rows');
  for (const s of db.all<{ id: number; players: Uint8Array }>('SELECT id, players FROM player_seasons')) {
    db.run('UPDATE player_seasons SET players = ? WHERE id = ?', [
      encodeTeamPlayerSeasons(unpackTeamPlayerSeasons(s.players)),
      s.id,
    ]);
  }
  const year = Number(db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'year'")?.value);
  for (const finished of db.all<{ year: number }>('SELECT DISTINCT year FROM games WHERE year < ?', [year]))
    compactSeasonDetail(db, finished.year);
}
