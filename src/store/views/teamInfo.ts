// The team popup: the Team object (document 1.4), and nothing else (no info, no conferences).
import type { TeamInfoResponse } from '../../shared/api-types.js';
import type { PageContext } from './context.js';

export function teamInfoView(ctx: PageContext, teamName: string): TeamInfoResponse {
  return { team: ctx.team(ctx.resolveTeam(teamName)) };
}
