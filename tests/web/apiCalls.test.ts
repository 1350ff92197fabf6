// Every call of the web app's API client fits the API contract: its method and URL name a call the contract
// describes, and its path parameters, query and body pass that call's checks, as the server will check them.
// Type-checked with the web app (tsconfig.web.json): the client reads the browser's window.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/shared/contract/entry.js';
import { ROUTES } from '../../src/shared/contract/routes.js';
import { RouteTable } from '../../src/server/router.js';
import { api, apiTransport, httpTransport, setApiTransport, type ApiTransport } from '../../src/web/api.js';

interface Sent {
  method: 'GET' | 'POST';
  url: string;
  body: unknown;
}

const sent: Sent[] = [];
const recorder: ApiTransport = {
  async call(method, url, body) {
    sent.push({ method, url, body });
    return { status: 200, body: {} };
  },
  download: async () => ({ status: 404, body: {} }),
  upload: async () => ({ status: 404, body: {} }),
};

/** Sample arguments of each call that takes some (the others are called with none). */
const ARGUMENTS: Partial<Record<keyof typeof api, unknown[]>> = {
  home: [2024],
  startGame: [
    {
      team: 'Iowa State',
      year: 2024,
      playoffTeams: 12,
      playoffAutobids: 5,
      playoffConfChampTop4: false,
      playoffOnCampus: 1,
      staffRecruiting: true,
      coach: {
        name: 'Dana Whitfield',
        background: 'small_school',
        offense: '',
        defense: '',
        points: { development: 3 },
      },
    },
  ],
  checkLeagueFile: ['season 2024\n'],
  startInLeagueFile: ['season 2024\n', 'Iowa', false],
  scheduleNoncon: [{ opponent: 'Akron', week: 3, site: 'home' }],
  fetchTeams: [3],
  nonconOpponents: [3],
  bookSeries: [{ opponent: 'Akron', kind: 'home-and-home', week: 2, from: 2026, first: 'away' }],
  removeBookedGame: [12],
  rankings: [4, 2024],
  teamSchedule: ['Texas A&M', 2023],
  roster: ['Texas A&M'],
  depthChart: ['Miami (FL)'],
  setDepth: ['QB', 101, 1],
  autoDepth: ['QB'],
  redshirt: [101, true],
  releasePlayer: [101],
  walkOns: ['K'],
  inviteWalkOn: [55, false],
  history: ['Ohio State'],
  teamSeasonStats: ['Ohio State'],
  standings: ['Big Ten'],
  player: ['101', 2024],
  week: [7],
  game: ['88'],
  teamStats: [{ year: 2024 }],
  individualStats: [{ year: 2024, category: 'defense' }],
  awards: [2024],
  records: ['Iowa'],
  prospects: [{ position: 'QB', stars: 4, state: 'TX', committed: 'no', min_interest: 20, board: true, page: 2 }],
  prospect: [77],
  recruitingAction: ['pitch', 77, 'prestige'],
  cancelRecruitingOrder: [3],
  setOnBoard: [77, false],
  changeRecruitingPlan: [[77, 78], ['contact', 'pitch'], true, 'proximity'],
  changeRecruitingPlanOrders: [[77], { strength: 'prestige', warm: true }],
  setStaffRecruiting: [true],
  teamInfo: ['Iowa'],
  sim: [15, true],
  addProgram: ['Michigan'],
  dropProgram: ['Michigan'],
  draft: [2024],
  portal: [{ position: 'WR', minRating: 70 }],
  offerPortalPlayer: ['Jalen Smith'],
  portalMarket: [501],
  promisePortalPlayer: [501],
  saveSettings: [{ detail_seasons: 'all' }],
  changeLeague: [{ action: 'playoff', teams: 12 }],
  changeGodMode: [{ action: 'switch', on: true }],
  loadSave: ['iowa-2024'],
  deleteSave: ['iowa-2024'],
  acceptOffer: ['Iowa'],
  hireCoordinator: ['Jim Knowles'],
  fireCoordinator: ['OC'],
  joinAsCoordinator: ['Iowa'],
  offerNil: ['Jalen Smith', '250k'],
  carousel: [2024],
  spendXp: ['development', 2],
  setGroupFocus: ['QB', 'passing'],
  setPlayerFocus: [101, 'speed'],
  retentionTalk: [101],
  positionOptions: [101],
  changePosition: [101, 'CB'],
  buyAbility: ['red-zone'],
  pipelines: ['Nebraska'],
  retentionPromise: [101, 'nil', '50k'],
  news: [2024, 5],
  liveGame: ['88'],
  coachedGameCall: ['inside_run', { tempo: 'hurry' }],
  headToHeadCall: ['inside_run', { tempo: 'hurry' }],
  coachedGameSituations: [{ situations: ['third'], sides: 'offense' }],
  signUp: ['Dana', 'a good password'],
  signIn: ['Dana', 'a good password'],
  changePassword: ['a good password', 'a better password'],
  createLeague: [
    'Saturday Friends',
    2024,
    'Iowa State',
    12,
    { name: 'Dana Whitfield', background: 'recruiter', offense: 'air_raid', defense: '', points: { recruiting: 4 } },
  ],
  league: ['AbCdEfGhIjKl'],
  inviteToLeague: ['AbCdEfGhIjKl', 48, 2],
  revokeInvite: ['AbCdEfGhIjKl', 3],
  removeCoach: ['AbCdEfGhIjKl', 'Iowa', 'missed three deadlines'],
  leaveLeague: ['AbCdEfGhIjKl'],
  invitation: ['A'.repeat(43)],
  joinLeague: ['A'.repeat(43), 'Iowa', { name: 'Pat Reyes', background: '', offense: '', defense: '3-4', points: {} }],
  startLeague: ['AbCdEfGhIjKl'],
  readyInLeague: ['AbCdEfGhIjKl', true],
  advanceLeague: ['AbCdEfGhIjKl', 'everyone agreed'],
  pauseLeague: ['AbCdEfGhIjKl', true],
  setLeagueDeadline: ['AbCdEfGhIjKl', 48],
  leagueGodMode: ['AbCdEfGhIjKl', false],
  forcibleLeagueGames: ['AbCdEfGhIjKl'],
  forceLeagueResult: ['AbCdEfGhIjKl', 12, 'Iowa', 'a server outage'],
  assignInLeague: ['AbCdEfGhIjKl', 'Dana', 'Iowa'],
};

/** The contract's calls matched by path as the server's router matches them (a fixed segment before a parameter). */
const table = new RouteTable();
for (const entry of Object.values(ROUTES) as RouteEntry[]) table.add(entry, () => entry);

/** What the server answers a request of this method and URL with this body: the call's 400, or null when it fits. */
function problemOf(method: string, path: string, query: Record<string, string>, body: unknown): string | null {
  const call = table.match(method, path);
  if (!call) return `${method} ${path} is not in the contract`;
  try {
    call.read({ query, body, headers: {}, ip: 'local' });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the web API client', () => {
  const before = apiTransport();
  afterAll(() => setApiTransport(before ?? httpTransport));

  it('sends every call as the contract describes it', async () => {
    setApiTransport(recorder);
    const names = Object.keys(api) as (keyof typeof api)[];
    for (const name of names) {
      sent.length = 0;
      const args = ARGUMENTS[name] ?? [];
      // The recorder answers {} to all: a call that checks its answer may refuse it; what it sent is checked here.
      await (api[name] as (...a: unknown[]) => Promise<unknown>)(...args).catch(() => undefined);
      expect(sent, name).toHaveLength(1);
      const { method, url, body } = sent[0];
      const [path, search = ''] = url.split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      expect(problemOf(method, path, query, body), `${name}: ${method} ${url} ${JSON.stringify(body)}`).toBeNull();
    }
    expect(names.length).toBeGreaterThan(80);
  });
});

describe("the web API client's answer types", () => {
  it('come from the contract for every call whose entry describes its answer', () => {
    const source = readFileSync(new URL('../../src/web/api.ts', import.meta.url), 'utf8');
    // call('GET /api/x')<HandType>(...) names its answer's type by hand; call('GET /api/x')(...) takes the entry's.
    const handTyped = [...source.matchAll(/call\(['`]([A-Z]+ [^'`]+)['`]\)</g)].map((m) => m[1]);
    const described = handTyped.filter((key) =>
      Object.values(ROUTES as unknown as Record<string, RouteEntry>).some(
        (entry) =>
          entry.answer && new RegExp(`^${key.replace(/\$\{\w+\}/g, '[^ ]+')}$`).test(`${entry.method} ${entry.path}`),
      ),
    );
    expect(described).toEqual([]);
  });
});
