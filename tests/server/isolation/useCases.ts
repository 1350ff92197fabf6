// Every call of the route table, classified for the isolation test (programIsolation.test.ts): a change one coached
// program makes for itself ('program'), a change of the whole save ('save': a week or a stage played for everyone,
// the league, the saves, God Mode, the programs themselves), or a read. A program's change names the fixture it is
// made on and its request; a read, its request. The test fails for a call of the route table missing here.
import type { Facts, FixtureName } from './fixtures.js';

export interface Sent {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export type UseCase =
  | { scope: 'program'; fixture: FixtureName; send: (f: Facts) => Sent[]; crossing?: (f: Facts) => Sent }
  | { scope: 'save'; why: string }
  | { scope: 'read'; send: (f: Facts) => string };

const post = (path: string, body: unknown = {}): Sent => ({ method: 'POST', path, body });
const enc = encodeURIComponent;

/** Keyed by the route table's 'METHOD path'. */
export const USE_CASES: Record<string, UseCase> = {
  // Starting and choosing dynasties: the player's saves, not a program of one.
  'GET /api/home': { scope: 'read', send: () => '/api/home/' },
  'GET /api/noncon': { scope: 'save', why: 'with a team it starts a new dynasty (read_only: the read below)' },
  'POST /api/league_file': { scope: 'save', why: 'starts a new dynasty in a league file' },
  'GET /api/saves': { scope: 'read', send: () => '/api/saves/' },
  'POST /api/saves/load': { scope: 'save', why: "chooses the player's current save" },
  'POST /api/saves/delete': { scope: 'save', why: "deletes one of the player's saves" },
  'POST /api/saves/import': { scope: 'save', why: 'adds a save' },
  // A week or a stage is played once, for everyone (the advance asks first: programs.ts).
  'GET /api/sim/:week': { scope: 'save', why: 'plays a week for every program' },
  'POST /api/advance': { scope: 'save', why: 'moves the stage on for every program' },
  'POST /api/recruiting/week': { scope: 'save', why: 'plays a late recruiting week for every program' },
  'POST /api/portal/day': { scope: 'save', why: "the portal window's day, for every program" },
  'GET /api/dashboard': { scope: 'read', send: () => '/api/dashboard/?read_only=1' },
  'GET /api/summary': { scope: 'read', send: () => '/api/summary/?read_only=1' },
  'GET /api/roster_progression': { scope: 'read', send: () => '/api/roster_progression/?read_only=1' },
  'GET /api/recruiting_summary': { scope: 'read', send: () => '/api/recruiting_summary/?read_only=1' },
  // The league, the settings, God Mode and the coached programs are the save's (its commissioner's, later).
  'POST /api/league_setup': { scope: 'save', why: "changes the league's setup" },
  'POST /api/god_mode': { scope: 'save', why: 'God Mode is the save’s' },
  'POST /api/settings': { scope: 'save', why: 'how much detail the save keeps' },
  'POST /api/programs/add': { scope: 'save', why: 'adds a coached program' },
  'POST /api/programs/drop': { scope: 'save', why: 'gives a coached program back to the computer' },
  // A program's own changes.
  'POST /api/schedulenc': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [post('/api/schedulenc/', { opponent: f.nonconOpponent, week: f.nonconWeek })],
    crossing: (f) => post('/api/schedulenc/', { opponent: 'Michigan', week: f.nonconWeek }),
  },
  'POST /api/noncon/series': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [
      post('/api/noncon/series/', {
        opponent: f.seriesBooking.opponent,
        kind: 'home-and-home',
        week: f.seriesBooking.week,
      }),
    ],
    crossing: (f) =>
      post('/api/noncon/series/', { opponent: 'Michigan', kind: 'home-and-home', week: f.seriesBooking.week }),
  },
  'POST /api/noncon/series/remove': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [post('/api/noncon/series/remove/', { game: f.ownBookedGame })],
    crossing: (f) => post('/api/noncon/series/remove/', { game: f.sharedBookedGame }),
  },
  'POST /api/coached_game/start': {
    scope: 'program',
    fixture: 'season',
    send: () => [post('/api/coached_game/start/')],
  },
  'POST /api/coached_game/situations': {
    scope: 'program',
    fixture: 'season',
    send: () => [post('/api/coached_game/start/'), post('/api/coached_game/situations/', { situations: ['fourth'] })],
  },
  'POST /api/coached_game/call': {
    scope: 'program',
    fixture: 'season',
    send: () => [post('/api/coached_game/start/'), post('/api/coached_game/call/', { call: 'coordinator_drive' })],
  },
  // Moved before he is released: a fixture's calls run in this order, and a released player moves nowhere.
  'POST /api/roster/position': {
    scope: 'program',
    fixture: 'progression',
    send: (f) => [post('/api/roster/position/', { player: f.ownPlayer, pos: f.ownBackup.pos === 'S' ? 'CB' : 'S' })],
    crossing: (f) =>
      post('/api/roster/position/', { player: f.otherPlayer, pos: f.otherBackup.pos === 'S' ? 'CB' : 'S' }),
  },
  'POST /api/roster/release': {
    scope: 'program',
    fixture: 'progression',
    send: (f) => [post('/api/roster/release/', { player: f.ownPlayer })],
    crossing: (f) => post('/api/roster/release/', { player: f.otherPlayer }),
  },
  'POST /api/roster/walkons': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/roster/walkons/', { prospect: f.walkOn })],
  },
  'POST /api/depth': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [post('/api/depth/', { pos: f.ownBackup.pos, player: f.ownBackup.id, slot: 1 })],
    crossing: (f) =>
      post('/api/depth/', { pos: f.otherBackup.pos, player: f.otherBackup.id, slot: 1, team: 'Michigan' }),
  },
  'POST /api/depth/auto': { scope: 'program', fixture: 'preseason', send: () => [post('/api/depth/auto/')] },
  'POST /api/redshirt': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [post('/api/redshirt/', { player: f.ownFreshman, redshirt: true })],
    crossing: (f) => post('/api/redshirt/', { player: f.otherFreshman, redshirt: true }),
  },
  'POST /api/recruiting/plan': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/plan/', { prospects: [f.prospects[0]], kinds: ['contact'], on: true })],
  },
  'POST /api/recruiting/plan/orders': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [
      post('/api/recruiting/plan/', { prospects: [f.prospects[1]], kinds: ['pitch'], on: true }),
      post('/api/recruiting/plan/orders/', { prospects: [f.prospects[1]], warm: true }),
    ],
  },
  'POST /api/recruiting/scout': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/scout/', { prospect: f.prospects[0] })],
  },
  'POST /api/recruiting/contact': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/contact/', { prospect: f.prospects[1] })],
  },
  'POST /api/recruiting/offer': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/offer/', { prospect: f.prospects[2] })],
  },
  'POST /api/recruiting/pitch': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/pitch/', { prospect: f.prospects[3], strength: 'prestige' })],
  },
  'POST /api/recruiting/visit': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [post('/api/recruiting/visit/', { prospect: f.prospects[4] })],
  },
  'POST /api/recruiting/board/add': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/board/add/', { prospect: f.prospects[5] })],
  },
  'POST /api/recruiting/board/remove': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/board/remove/', { prospect: f.ownBoardProspect })],
  },
  'POST /api/recruiting/auto': {
    scope: 'program',
    fixture: 'season',
    send: () => [post('/api/recruiting/auto/', { on: true })],
  },
  'POST /api/recruiting/cancel': {
    scope: 'program',
    fixture: 'season',
    send: (f) => [post('/api/recruiting/cancel/', { seq: f.ownOrder })],
    crossing: (f) => post('/api/recruiting/cancel/', { seq: f.otherOrder }),
  },
  // Before the fired coach takes another job (coach/accept): his talks and promises are Texas's.
  'POST /api/retention/talk': {
    scope: 'program',
    fixture: 'summaryFired',
    send: (f) => [post('/api/retention/talk/', { player: f.ownFreshman })],
    crossing: (f) => post('/api/retention/talk/', { player: f.otherFreshman }),
  },
  'POST /api/retention/promise': {
    scope: 'program',
    fixture: 'summaryFired',
    send: (f) => [post('/api/retention/promise/', { player: f.ownFreshman, kind: 'position' })],
    crossing: (f) => post('/api/retention/promise/', { player: f.otherFreshman, kind: 'position' }),
  },
  'POST /api/retention/auto': {
    scope: 'program',
    fixture: 'summaryFired',
    send: () => [post('/api/retention/auto/')],
  },
  'POST /api/coach/accept': {
    scope: 'program',
    fixture: 'summaryFired',
    send: (f) => [post('/api/coach/accept/', { team: f.offer })],
  },
  'POST /api/staff/join': {
    scope: 'program',
    fixture: 'summaryFiredJoin',
    send: (f) => [post('/api/staff/join/', { team: f.coordinatorJob })],
    crossing: () => post('/api/staff/join/', { team: 'Michigan' }),
  },
  'POST /api/staff/fire': {
    scope: 'program',
    fixture: 'progression',
    send: () => [post('/api/staff/fire/', { role: 'ST' })],
  },
  'POST /api/staff/hire': {
    scope: 'program',
    fixture: 'progression',
    send: (f) => [post('/api/staff/fire/', { role: 'DC' }), post('/api/staff/hire/', { name: f.candidate })],
    crossing: (f) => post('/api/staff/hire/', { name: f.otherCoordinator }),
  },
  'POST /api/budget/facility': {
    scope: 'program',
    fixture: 'progression',
    send: () => [post('/api/budget/facility/')],
  },
  'POST /api/nil/offer': {
    scope: 'program',
    fixture: 'progression',
    send: (f) => [post('/api/nil/offer/', { name: f.portalPlayer, amount: '50k' })],
  },
  'POST /api/portal/offer': {
    scope: 'program',
    fixture: 'progression',
    send: (f) => [post('/api/portal/offer/', { player: f.portalPlayer })],
  },
  'POST /api/portal/promise': {
    scope: 'program',
    fixture: 'progression',
    send: (f) => [
      post('/api/portal/offer/', { player: f.portalPlayer2 }),
      post('/api/portal/promise/', { player: f.portalPlayer2 }),
    ],
    crossing: (f) => post('/api/portal/promise/', { player: f.otherPortalOffer }),
  },
  'POST /api/training/group': {
    scope: 'program',
    fixture: 'preseason',
    send: () => [post('/api/training/group/', { group: 'QB', focus: 'emphasis' })],
  },
  'POST /api/training/player': {
    scope: 'program',
    fixture: 'preseason',
    send: (f) => [post('/api/training/player/', { player: f.ownBackup.id, focus: 'emphasis' })],
    crossing: (f) => post('/api/training/player/', { player: f.otherBackup.id, focus: 'emphasis' }),
  },
  'POST /api/coach/spend': {
    scope: 'program',
    fixture: 'preseason',
    send: () => [post('/api/coach/spend/', { ability: 'recruiting', points: 1 })],
  },
  'POST /api/coach/abilities/buy': {
    scope: 'program',
    fixture: 'preseason',
    send: () => [post('/api/coach/abilities/buy/', { ability: 'red-zone' })],
  },
  // Reads.
  'GET /api/noncon/opponents': { scope: 'read', send: (f) => `/api/noncon/opponents/?week=${f.nonconWeek}` },
  'GET /api/fetchteams': { scope: 'read', send: (f) => `/api/fetchteams/?week=${f.nonconWeek}` },
  'GET /api/noncon/series': { scope: 'read', send: () => '/api/noncon/series/' },
  'GET /api/frame': { scope: 'read', send: () => '/api/frame/' },
  'GET /api/rankings': { scope: 'read', send: () => '/api/rankings/' },
  'GET /api/playoff': { scope: 'read', send: () => '/api/playoff/' },
  'GET /api/standings/:conference': { scope: 'read', send: () => '/api/standings/SEC/' },
  'GET /api/week/:week': { scope: 'read', send: () => '/api/week/1/' },
  'GET /api/game/:id': { scope: 'read', send: (f) => `/api/game/${f.game}/` },
  'GET /api/team_info': { scope: 'read', send: () => '/api/team_info/?team_name=Michigan' },
  'GET /api/league_setup': { scope: 'read', send: () => '/api/league_setup/' },
  'GET /api/god_mode': { scope: 'read', send: () => '/api/god_mode/' },
  'GET /api/heisman': { scope: 'read', send: () => '/api/heisman/' },
  'GET /api/awards': { scope: 'read', send: () => '/api/awards/' },
  'GET /api/records': { scope: 'read', send: () => '/api/records/' },
  'GET /api/league_history': { scope: 'read', send: () => '/api/league_history/' },
  'GET /api/:team/schedule': { scope: 'read', send: () => `/api/${enc('Michigan')}/schedule/` },
  'GET /api/:team/roster': { scope: 'read', send: () => '/api/Michigan/roster/' },
  'GET /api/:team/history': { scope: 'read', send: () => '/api/Michigan/history/' },
  'GET /api/:team/stats': { scope: 'read', send: () => '/api/Michigan/stats/' },
  'GET /api/player/:id': { scope: 'read', send: (f) => `/api/player/${f.otherBackup.id}/` },
  'GET /api/stats/team': { scope: 'read', send: () => '/api/stats/team/' },
  'GET /api/stats/individual': { scope: 'read', send: () => '/api/stats/individual/' },
  'GET /api/stats/ratings': { scope: 'read', send: () => '/api/stats/ratings/' },
  'GET /api/coached_game': { scope: 'read', send: () => '/api/coached_game/' },
  'GET /api/roster/limits': { scope: 'read', send: () => '/api/roster/limits/' },
  'GET /api/roster/walkons': { scope: 'read', send: () => '/api/roster/walkons/' },
  'GET /api/roster/position': { scope: 'read', send: (f) => `/api/roster/position/?player=${f.ownPlayer}` },
  'GET /api/:team/depth': { scope: 'read', send: () => '/api/Michigan/depth/' },
  'GET /api/settings': { scope: 'read', send: () => '/api/settings/' },
  'GET /api/recruiting/board': { scope: 'read', send: () => '/api/recruiting/board/' },
  'GET /api/recruiting/pipelines': { scope: 'read', send: () => '/api/recruiting/pipelines/' },
  'GET /api/recruiting/plan': { scope: 'read', send: () => '/api/recruiting/plan/' },
  'GET /api/recruiting/classes': { scope: 'read', send: () => '/api/recruiting/classes/' },
  'GET /api/recruiting/news': { scope: 'read', send: () => '/api/recruiting/news/' },
  'GET /api/recruiting/prospects': { scope: 'read', send: () => '/api/recruiting/prospects/' },
  'GET /api/recruiting/prospects/:id': { scope: 'read', send: (f) => `/api/recruiting/prospects/${f.prospects[0]}/` },
  'GET /api/coach': { scope: 'read', send: () => '/api/coach/' },
  'GET /api/carousel': { scope: 'read', send: () => '/api/carousel/' },
  'GET /api/staff': { scope: 'read', send: () => '/api/staff/' },
  'GET /api/budget': { scope: 'read', send: () => '/api/budget/' },
  'GET /api/draft': { scope: 'read', send: () => '/api/draft/' },
  'GET /api/portal': { scope: 'read', send: () => '/api/portal/' },
  'GET /api/portal/market': { scope: 'read', send: () => '/api/portal/market/?player=1' },
  'GET /api/news': { scope: 'read', send: () => '/api/news/' },
  'GET /api/game/:id/live': { scope: 'read', send: (f) => `/api/game/${f.game}/live/` },
  'GET /api/dashboard/glance': { scope: 'read', send: () => '/api/dashboard/glance/' },
  'GET /api/training': { scope: 'read', send: () => '/api/training/' },
  'GET /api/retention': { scope: 'read', send: () => '/api/retention/' },
  'GET /api/coach/abilities': { scope: 'read', send: () => '/api/coach/abilities/' },
  'GET /api/site': { scope: 'read', send: () => '/api/site/' },
  'GET /api/programs': { scope: 'read', send: () => '/api/programs/' },
};
