// The program's calls (src/shared/contract/programRoutes.ts) as the contract test makes them at a stop of a played
// season: every page that reads, and at the stops where each one can be made, the changes a player makes (the depth
// chart, training, the recruiting orders and plan, a late recruiting week, the portal, the staff and the budget).
// `calls` wants each answer to be a 200 in its call's schema, written to the byte (contract.test.ts).
import type { Static } from 'typebox';
import type { WIRE_STAGES } from '../../src/shared/contract/answers/wire.js';
import type { portalAnswer } from '../../src/shared/contract/answers/programCareer.js';
import type { staffAnswer } from '../../src/shared/contract/answers/staff.js';
import type {
  prospectSearchAnswer,
  recruitingBoardAnswer,
  recruitingPlanAnswer,
} from '../../src/shared/contract/answers/programRecruiting.js';
import type {
  coachAbilitiesAnswer,
  depthChartAnswer,
  settingsAnswer,
  walkOnsAnswer,
} from '../../src/shared/contract/answers/programRoster.js';
import { seg } from './helpers.js';

export interface Calls {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

type Stage = (typeof WIRE_STAGES)[number];

/** Every page of the program's calls that only reads; `played`: a game of the team's already played, if any. */
export async function readProgramPages(calls: Calls, team: string, played: number | null): Promise<void> {
  for (const path of [
    '/api/roster/limits/',
    '/api/roster/walkons/',
    `/api/${seg(team)}/depth/`,
    '/api/Michigan/depth/?pos=QB',
    '/api/settings/',
    '/api/recruiting/board/',
    '/api/recruiting/plan/',
    '/api/recruiting/classes/',
    '/api/recruiting/news/',
    '/api/recruiting/pipelines/',
    '/api/recruiting/pipelines/?team=Rice',
    '/api/coach/',
    '/api/carousel/',
    '/api/staff/',
    '/api/budget/',
    '/api/draft/',
    '/api/news/',
    '/api/dashboard/glance/',
    '/api/training/',
    '/api/coach/abilities/',
    '/api/site/',
    '/api/programs/',
    '/api/retention/',
  ])
    await calls.get(path);
  const search = await calls.get<Static<typeof prospectSearchAnswer>>('/api/recruiting/prospects/?per_page=5');
  if (search.prospects.length > 0) await calls.get(`/api/recruiting/prospects/${search.prospects[0].id}/`);
  const portal = await calls.get<Static<typeof portalAnswer>>('/api/portal/?min_rating=75');
  // A player no program signed stays on the list after the window closes; his market is read while it is open.
  const unsigned = portal.players.find((p) => p.to_team === null);
  if (unsigned && portal.open) await calls.get(`/api/portal/market/?player=${unsigned.id}`);
  if (played !== null) await calls.get(`/api/game/${played}/live/`);
}

/** Prospects nobody has signed, none on the board yet. */
async function openProspects(calls: Calls, count: number): Promise<number[]> {
  const search = await calls.get<Static<typeof prospectSearchAnswer>>(
    '/api/recruiting/prospects/?committed=no&per_page=40',
  );
  return search.prospects
    .filter((p) => !p.on_board && !p.offered)
    .slice(-count)
    .map((p) => p.id);
}

/** The changes of the preseason: the depth chart, a redshirt, training, the coach's abilities, settings, programs. */
async function preseasonChanges(calls: Calls, team: string): Promise<void> {
  await calls.post('/api/depth/auto/', {});
  const chart = await calls.get<Static<typeof depthChartAnswer>>(`/api/${seg(team)}/depth/?pos=WR`);
  const backup = chart.positions[0].players.find((p) => p.slot > 1)!;
  await calls.post('/api/depth/', { pos: 'WR', player: backup.id, slot: 1 });
  await calls.post('/api/depth/auto/', { pos: 'WR' });
  const freshman = chart.positions[0].players.find((p) => p.year === 'fr' && !p.redshirted);
  if (freshman) {
    await calls.post('/api/redshirt/', { player: freshman.id, redshirt: true });
    await calls.post('/api/redshirt/', { player: freshman.id, redshirt: false });
  }
  await calls.post('/api/training/group/', { group: 'QB', focus: 'emphasis' });
  await calls.post('/api/training/player/', { player: backup.id, focus: 'emphasis' });
  const abilities = await calls.get<Static<typeof coachAbilitiesAnswer>>('/api/coach/abilities/');
  if (abilities.xp > 0) await calls.post('/api/coach/spend/', { ability: 'recruiting', points: 1 });
  const buyable = abilities.archetypes.flatMap((a) => a.abilities).find((a) => a.can_buy);
  if (buyable) await calls.post('/api/coach/abilities/buy/', { ability: buyable.ability });
  const settings = await calls.get<Static<typeof settingsAnswer>>('/api/settings/');
  await calls.post('/api/settings/', { detail_seasons: settings.detail_seasons ?? settings.default_detail_seasons });
  const [visit] = await openProspects(calls, 1);
  await calls.post('/api/recruiting/visit/', { prospect: visit });
  await calls.post('/api/programs/add/', { team: 'Rice' });
  await calls.post('/api/programs/drop/', { team: 'Rice' });
}

/** The recruiting orders of a week of the season, the plan, the board, the staff's hours and a walk-on. */
async function seasonChanges(calls: Calls): Promise<void> {
  const [scout, contact, offer, pitch, board, planned] = await openProspects(calls, 6);
  await calls.post('/api/recruiting/scout/', { prospect: scout });
  await calls.post('/api/recruiting/contact/', { prospect: contact });
  await calls.post('/api/recruiting/offer/', { prospect: offer });
  await calls.post('/api/recruiting/pitch/', { prospect: pitch, strength: 'prestige' });
  const queued = await calls.get<Static<typeof recruitingBoardAnswer>>('/api/recruiting/board/');
  await calls.post('/api/recruiting/cancel/', { seq: queued.queued[0].seq });
  await calls.post('/api/recruiting/board/add/', { prospect: board });
  await calls.post('/api/recruiting/board/remove/', { prospect: board });
  await calls.post('/api/recruiting/plan/', { prospects: [planned], kinds: ['contact', 'pitch'], on: true });
  await calls.post('/api/recruiting/plan/orders/', { prospects: [planned], warm: true });
  const plan = await calls.get<Static<typeof recruitingPlanAnswer>>('/api/recruiting/plan/');
  if (plan.plan.length > 0)
    await calls.post('/api/recruiting/plan/', { prospects: [planned], kinds: ['contact', 'pitch'], on: false });
  await calls.post('/api/recruiting/auto/', { on: true });
  await calls.post('/api/recruiting/auto/', { on: false });
  const walkOns = await calls.get<Static<typeof walkOnsAnswer>>('/api/roster/walkons/');
  if (walkOns.open && walkOns.pool.length > 0) {
    await calls.post('/api/roster/walkons/', { prospect: walkOns.pool[0].id });
    await calls.post('/api/roster/walkons/', { prospect: walkOns.pool[0].id, invite: false });
  }
}

/** The offseason's: the portal (an offer, a promise, a day), the staff, the budget, a position change, a release. */
async function progressionChanges(calls: Calls, team: string): Promise<void> {
  const portal = await calls.get<Static<typeof portalAnswer>>('/api/portal/?min_rating=60');
  const target = portal.players.find((p) => p.to_team === null && p.from_team !== team && !p.offered)!;
  await calls.post('/api/portal/offer/', { player: target.id });
  await calls.post('/api/portal/promise/', { player: target.id });
  await calls.post('/api/portal/day/', {});
  await calls.post('/api/nil/offer/', { name: target.id, amount: '50k' });
  await calls.post('/api/budget/facility/', {});
  await calls.post('/api/staff/fire/', { role: 'DC' });
  const staff = await calls.get<Static<typeof staffAnswer>>('/api/staff/');
  const cheapest = staff.candidates.filter((c) => c.role === 'DC').sort((a, b) => a.asking - b.asking)[0];
  await calls.post('/api/staff/hire/', { name: cheapest.key });
  const safeties = await calls.get<Static<typeof depthChartAnswer>>(`/api/${seg(team)}/depth/?pos=S`);
  const safety = safeties.positions[0].players.at(-1)!;
  await calls.get(`/api/roster/position/?player=${safety.id}`);
  await calls.post('/api/roster/position/', { player: safety.id, pos: 'CB' });
  await calls.post('/api/roster/position/', { player: safety.id, pos: 'S' });
  const chart = await calls.get<Static<typeof depthChartAnswer>>(`/api/${seg(team)}/depth/?pos=WR`);
  await calls.post('/api/roster/release/', { player: chart.positions[0].players.at(-1)!.id });
}

/** The changes a player can make at this stop, each answered in its schema. */
export async function changeProgram(calls: Calls, team: string, stage: Stage, week: number): Promise<void> {
  if (stage === 'preseason') await preseasonChanges(calls, team);
  else if (stage === 'season' && week < 10) await seasonChanges(calls);
  else if (stage === 'summary') {
    await calls.post('/api/recruiting/week/', {});
    await calls.post('/api/retention/auto/', {});
  } else if (stage === 'progression') await progressionChanges(calls, team);
}
