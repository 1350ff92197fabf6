// A hosted server's online leagues as the browser sees them (src/shared/contract/leagueRoutes.ts); each type is its
// answer's schema's (contract/answers/league.ts).
import type { Static } from 'typebox';
import type {
  forcibleGamesAnswer,
  invitationAnswer,
  inviteAnswer,
  leagueAnswer,
  leagueInviteAnswer,
  leagueListEntryAnswer,
  leaguesAnswer,
} from './contract/answers/league.js';

export type LeagueListEntry = Static<typeof leagueListEntryAnswer>;
export type LeaguesResponse = Static<typeof leaguesAnswer>;
export type LeagueResponse = Static<typeof leagueAnswer>;
export type LeagueInvite = Static<typeof leagueInviteAnswer>;
export type InviteResponse = Static<typeof inviteAnswer>;
export type InvitationResponse = Static<typeof invitationAnswer>;
export type ForcibleGames = Static<typeof forcibleGamesAnswer>;
