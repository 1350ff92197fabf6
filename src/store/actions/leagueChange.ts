// One change to the league as the API, the web page and the terminal screen send it (the API contract checks its
// shape: src/shared/contract/changeBodies.ts); each change is the use case of the same name (realign.ts, leagueSetup.ts).
import type { LeagueSetup } from '../../core/league/types.js';
import type { LeagueChange } from '../../shared/api-types.js';
import type { Db } from '../database.js';
import { changePlayoff, changeRules } from './leagueSetup.js';
import * as realign from './realign.js';

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
