// What each call of the API does besides answering: whether it changes the game, which save it plays and for whom
// it acts. Part of every entry of the contract (./entry.ts attaches it), and kept apart from the entries' schemas so
// that the web app reads it without loading them. Every place that needs it reads it here: the web client's reads
// ahead (src/web/api.ts), the server's rate limits (src/server/changeLimits.ts), the static build's worker
// (src/static/worker/worker.ts) and the stage pages (src/server/session.ts).

/** The pages of the stage cycle (document 1.6): opening one may move the game into its stage. */
export type StagePage = 'noncon' | 'dashboard' | 'summary' | 'roster_progression' | 'recruiting_summary';

export interface CallEffects {
  /** 'always': every call changes the game (or the player's saves); 'never': it only reads. */
  changes: 'always' | 'never';
  /**
   * A new dynasty when the call names its team: `team` in the query (GET /api/noncon/) or the body (POST
   * /api/league_file/). Such a call changes the game and plays a new save.
   */
  newGame?: 'query' | 'body';
  /**
   * A stage page: opened in the stage just before its own, it moves the game there (the original client's way),
   * unless the query says read_only (the web app's way: it asks first, then POST /api/advance/).
   */
  stagePage?: StagePage;
  /** The save it plays: the player's current one, one named in the body, or none. */
  save: 'current' | 'named' | 'none';
  /**
   * For whom it acts, where many coach in one league: one program (its roster, recruiting, staff, coached game,
   * career: only its coach may), the league (its pages anyone in it reads, and the changes of the whole league),
   * the player (their saves), or anyone (no save is read).
   */
  actsFor: 'program' | 'league' | 'player' | 'anyone';
}

const read = (actsFor: CallEffects['actsFor']): CallEffects => ({ changes: 'never', save: 'current', actsFor });
const change = (actsFor: CallEffects['actsFor']): CallEffects => ({ changes: 'always', save: 'current', actsFor });
const stage = (stagePage: StagePage): CallEffects => ({
  changes: 'never',
  stagePage,
  save: 'current',
  actsFor: 'league',
});

/** Every call by its key ('GET /api/sim/:week'). */
export const CALL_EFFECTS = {
  'GET /api/home': { changes: 'never', save: 'none', actsFor: 'player' },
  'GET /api/noncon': { ...stage('noncon'), newGame: 'query' },
  'POST /api/league_file': { changes: 'never', newGame: 'body', save: 'none', actsFor: 'player' },
  'POST /api/schedulenc': change('program'),
  'GET /api/noncon/opponents': read('program'),
  'GET /api/fetchteams': read('program'),
  'GET /api/noncon/series': read('program'),
  'POST /api/noncon/series': change('program'),
  'POST /api/noncon/series/remove': change('program'),
  'GET /api/saves': { changes: 'never', save: 'none', actsFor: 'player' },
  'POST /api/saves/load': { changes: 'always', save: 'named', actsFor: 'player' },
  'POST /api/saves/delete': change('player'),
  'POST /api/saves/import': { changes: 'always', save: 'none', actsFor: 'player' },
  'GET /api/openapi.json': { changes: 'never', save: 'none', actsFor: 'anyone' },
  'GET /api/saves/export': { changes: 'never', save: 'named', actsFor: 'player' },
  'GET /api/dashboard': stage('dashboard'),
  'GET /api/summary': stage('summary'),
  'GET /api/roster_progression': stage('roster_progression'),
  'GET /api/recruiting_summary': stage('recruiting_summary'),
  'GET /api/frame': read('league'),
  'GET /api/sim/:week': change('league'),
  'POST /api/advance': change('league'),
  'GET /api/rankings': read('league'),
  'GET /api/playoff': read('league'),
  'GET /api/standings/:conference': read('league'),
  'GET /api/week/:week': read('league'),
  'GET /api/game/:id': read('league'),
  'GET /api/game/:id/live': read('league'),
  'GET /api/team_info': read('league'),
  'GET /api/league_setup': read('league'),
  'POST /api/league_setup': change('league'),
  'GET /api/league_setup/export': read('league'),
  'GET /api/god_mode': read('league'),
  'POST /api/god_mode': change('league'),
  'GET /api/heisman': read('league'),
  'GET /api/awards': read('league'),
  'GET /api/records': read('league'),
  'GET /api/league_history': read('league'),
  'GET /api/:team/schedule': read('league'),
  'GET /api/:team/roster': read('league'),
  'GET /api/:team/history': read('league'),
  'GET /api/:team/stats': read('league'),
  'GET /api/:team/depth': read('league'),
  'GET /api/player/:id': read('league'),
  'GET /api/stats/team': read('league'),
  'GET /api/stats/individual': read('league'),
  'GET /api/stats/ratings': read('league'),
  'GET /api/news': read('league'),
  'GET /api/dashboard/glance': read('program'),
  'GET /api/coached_game': read('program'),
  'POST /api/coached_game/start': change('program'),
  'POST /api/coached_game/call': change('program'),
  'POST /api/coached_game/situations': change('program'),
  'GET /api/roster/limits': read('program'),
  'POST /api/roster/release': change('program'),
  'GET /api/roster/walkons': read('program'),
  'POST /api/roster/walkons': change('program'),
  'POST /api/depth': change('program'),
  'POST /api/depth/auto': change('program'),
  'POST /api/redshirt': change('program'),
  'GET /api/roster/position': read('program'),
  'POST /api/roster/position': change('program'),
  'GET /api/settings': read('league'),
  'POST /api/settings': change('league'),
  'GET /api/recruiting/board': read('program'),
  'GET /api/recruiting/plan': read('program'),
  'POST /api/recruiting/plan': change('program'),
  'POST /api/recruiting/plan/orders': change('program'),
  'GET /api/recruiting/classes': read('league'),
  'GET /api/recruiting/news': read('league'),
  'GET /api/recruiting/prospects': read('program'),
  'GET /api/recruiting/prospects/:id': read('program'),
  'GET /api/recruiting/pipelines': read('league'),
  'POST /api/recruiting/scout': change('program'),
  'POST /api/recruiting/contact': change('program'),
  'POST /api/recruiting/offer': change('program'),
  'POST /api/recruiting/pitch': change('program'),
  'POST /api/recruiting/visit': change('program'),
  'POST /api/recruiting/board/add': change('program'),
  'POST /api/recruiting/board/remove': change('program'),
  'POST /api/recruiting/auto': change('program'),
  'POST /api/recruiting/cancel': change('program'),
  'POST /api/recruiting/week': change('league'),
  'GET /api/coach': read('program'),
  'GET /api/carousel': read('league'),
  'POST /api/coach/accept': change('program'),
  'GET /api/staff': read('program'),
  'POST /api/staff/hire': change('program'),
  'POST /api/staff/fire': change('program'),
  'POST /api/staff/join': change('program'),
  'GET /api/budget': read('program'),
  'POST /api/budget/facility': change('program'),
  'POST /api/nil/offer': change('program'),
  'GET /api/draft': read('league'),
  'GET /api/portal': read('program'),
  'POST /api/portal/offer': change('program'),
  'GET /api/portal/market': read('program'),
  'POST /api/portal/promise': change('program'),
  'POST /api/portal/day': change('league'),
  'GET /api/retention': read('program'),
  'POST /api/retention/talk': change('program'),
  'POST /api/retention/promise': change('program'),
  'POST /api/retention/auto': change('program'),
  'GET /api/training': read('program'),
  'POST /api/training/group': change('program'),
  'POST /api/training/player': change('program'),
  'GET /api/coach/abilities': read('program'),
  'POST /api/coach/spend': change('program'),
  'POST /api/coach/abilities/buy': change('program'),
  'GET /api/site': { changes: 'never', save: 'none', actsFor: 'anyone' },
  'GET /api/programs': read('league'),
  'POST /api/programs/add': change('league'),
  'POST /api/programs/drop': change('league'),
  'GET /logos/teams/:file': { changes: 'never', save: 'none', actsFor: 'anyone' },
  'GET /logos/conferences/:file': { changes: 'never', save: 'none', actsFor: 'anyone' },
  // A hosted server's accounts and online leagues: the signed-in account's, no save played.
  'GET /api/account': { changes: 'never', save: 'none', actsFor: 'player' },
  'POST /api/account/signup': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/account/signin': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/account/signout': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/account/signout_everywhere': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/account/password': { changes: 'always', save: 'none', actsFor: 'player' },
  'GET /api/leagues': { changes: 'never', save: 'none', actsFor: 'player' },
  'POST /api/leagues/create': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/invitation': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/join': { changes: 'always', save: 'none', actsFor: 'player' },
  'GET /api/leagues/:id': { changes: 'never', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/invite': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/revoke': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/remove': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/leave': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/start': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/ready': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/advance': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/pause': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/deadline': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/god_mode': { changes: 'always', save: 'none', actsFor: 'player' },
  'GET /api/leagues/:id/games': { changes: 'never', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/force': { changes: 'always', save: 'none', actsFor: 'player' },
  'POST /api/leagues/:id/assign': { changes: 'always', save: 'none', actsFor: 'player' },
  // Live play on a server: a head-to-head game between two coached programs, and the pages' event stream.
  'GET /api/head_to_head': read('program'),
  'POST /api/head_to_head/join': change('program'),
  'POST /api/head_to_head/call': change('program'),
  'GET /api/events': read('program'),
} as const satisfies Record<string, CallEffects>;

/** A request's parts as these rules read them (the query as sent, or as read: a flag as text or true). */
export interface CallParts {
  query?: unknown;
  body?: unknown;
}

function has(part: unknown, key: string): boolean {
  return typeof part === 'object' && part !== null && (part as Record<string, unknown>)[key] !== undefined;
}

function readOnly(query: unknown): boolean {
  const value = has(query, 'read_only') ? (query as { read_only: unknown }).read_only : undefined;
  return value !== undefined && value !== false && !/^\s*(false|no|0)?\s*$/i.test(String(value));
}

/** Does this request start a new dynasty (it names its team where the call takes one)? */
export function startsNewGame(effects: CallEffects, parts: CallParts): boolean {
  if (effects.newGame === 'query') return has(parts.query, 'team');
  if (effects.newGame === 'body') return has(parts.body, 'team');
  return false;
}

/** Does this request change the game (or may it: a stage page opened without read_only)? */
export function changesGame(effects: CallEffects, parts: CallParts): boolean {
  if (effects.changes === 'always' || startsNewGame(effects, parts)) return true;
  return effects.stagePage !== undefined && !readOnly(parts.query);
}

/** Does this request play the player's current save (not a new one, a named one, or none)? */
export function playsCurrentSave(effects: CallEffects, parts: CallParts): boolean {
  return effects.save === 'current' && !startsNewGame(effects, parts);
}
