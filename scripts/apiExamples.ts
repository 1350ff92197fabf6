// Regenerates the "Example responses" of src/server/API.md from a real dynasty: `npm run api:examples`.
// A seeded 12-team dynasty (Ohio State, 2024) is started in a temporary local save, played to week 7, where
// every page is asked for; then the season is finished and the offseason pages are asked for too. Lists are
// cut to two entries and objects to a few fields so the document stays readable.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PROJECT_ROOT } from '../src/server/app.js';

const API_MD = join(PROJECT_ROOT, 'src', 'server', 'API.md');
const HEADING = '## Example responses';
const TEAM = 'Ohio State';
const WEEK = 7;
const LIST_SHOWN = 2;
const FIELDS_SHOWN_TOP = 14;
const FIELDS_SHOWN_BELOW = 8;

/** The body with long lists and objects cut ("..." says how much). */
function cut(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    const shown = value.slice(0, LIST_SHOWN).map((v) => cut(v, depth + 1));
    return value.length > LIST_SHOWN ? [...shown, `... ${value.length - LIST_SHOWN} more`] : shown;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const limit = depth === 0 ? Infinity : depth === 1 ? FIELDS_SHOWN_TOP : FIELDS_SHOWN_BELOW;
    const shown = Object.fromEntries(entries.slice(0, limit).map(([k, v]) => [k, cut(v, depth + 1)]));
    return entries.length > limit ? { ...shown, '...': `${entries.length - limit} more fields` } : shown;
  }
  return value;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dynasty-api-examples-'));
  const app = buildApp({
    mode: { kind: 'local', savePath: join(dir, 'dynasty.db') },
    webRoot: null,
    seed: 2024,
    corsOrigins: false,
  });
  const sections: string[] = [];
  const call = async <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    options: { title?: string; body?: unknown; show?: boolean } = {},
  ): Promise<T> => {
    const answer = await app.inject({ method, url, payload: options.body as object | undefined });
    const body = answer.json() as T;
    if (options.show !== false) {
      const title = `${method} ${url}${options.title ? ` (${options.title})` : ''} → ${answer.statusCode}`;
      sections.push(`### ${title}\n\n\`\`\`json\n${JSON.stringify(cut(body), null, 2)}\n\`\`\`\n`);
    }
    return body;
  };
  const seg = encodeURIComponent;
  try {
    await call('GET', '/api/home/?year=2024', { title: 'no game yet' });
    const noncon = await call<{ schedule: { weekPlayed: number; opponent: unknown }[] }>(
      'GET',
      `/api/noncon/?team=${seg(TEAM)}&year=2024&playoff_teams=12&playoff_autobids=5&playoff_conf_champ_top_4=true`,
      { title: 'new game' },
    );
    const open = noncon.schedule.find((w) => w.opponent === null)!;
    const candidates = await call<string[]>('GET', `/api/fetchteams/?week=${open.weekPlayed}`);
    await call('POST', '/api/schedulenc/', { body: { opponent: candidates[0], week: open.weekPlayed } });
    await call('GET', '/api/dashboard/', { show: false });
    await call('GET', `/api/sim/${WEEK}/`);

    await call('GET', '/api/home/?year=2024');
    await call('GET', '/api/dashboard/');
    await call('GET', '/api/dashboard/glance/');
    await call('GET', '/api/news/');
    await call('GET', '/api/rankings/');
    const schedule = await call<{ games: { id: number; result: string | null }[] }>(
      'GET',
      `/api/${seg(TEAM)}/schedule/`,
    );
    const roster = await call<{ roster: { id: number; pos: string; starter: boolean }[] }>(
      'GET',
      `/api/${seg(TEAM)}/roster/`,
    );
    await call('GET', `/api/${seg(TEAM)}/history/`);
    await call('GET', `/api/${seg(TEAM)}/stats/`);
    await call('GET', '/api/playoff/');
    await call('GET', `/api/standings/${seg('Big Ten')}/`);
    await call('GET', '/api/standings/independent/');
    await call('GET', `/api/week/${WEEK}/`);
    const quarterback = roster.roster.find((p) => p.pos === 'QB' && p.starter)!;
    await call('GET', `/api/player/${quarterback.id}/`);
    // Roster management: the depth chart, a move, the automatic chart again, a redshirt, and a refused slot.
    const depth = await call<{
      positions: { pos: string; players: { id: number; games_played: number; redshirted: boolean }[] }[];
    }>('GET', `/api/${seg(TEAM)}/depth/?pos=RB`);
    const backs = depth.positions[0].players;
    await call('POST', '/api/depth/', { body: { pos: 'RB', player: backs[1].id, slot: 1 } });
    await call('POST', '/api/depth/', {
      title: 'a slot that does not exist',
      body: { pos: 'RB', player: backs[1].id, slot: 40 },
    });
    await call('POST', '/api/depth/auto/', { body: { pos: 'RB' } });
    const benched = backs.find((p) => p.games_played === 0 && !p.redshirted) ?? backs[backs.length - 1];
    await call('POST', '/api/redshirt/', { body: { player: benched.id, redshirt: true } });
    const regular = backs.find((p) => p.games_played > 4 && !p.redshirted) ?? backs[0];
    await call('POST', '/api/redshirt/', {
      title: 'a back who played five games',
      body: { player: regular.id, redshirt: true },
    });
    const played = schedule.games.filter((g) => g.result !== null);
    await call('GET', `/api/game/${played[played.length - 1].id}/`, { title: 'played' });
    await call('GET', `/api/game/${played[played.length - 1].id}/live/`);
    await call('GET', `/api/game/${schedule.games.find((g) => g.result === null)!.id}/`, { title: 'preview' });
    await call('GET', '/api/stats/team/');
    await call('GET', '/api/stats/individual/');
    await call('GET', '/api/stats/ratings/');
    await call('GET', `/api/team_info/?team_name=Michigan`);
    await call('GET', '/api/heisman/');
    await call('GET', '/api/records/');
    await call('GET', `/api/records/?team=${seg(TEAM)}`);
    await call('GET', '/api/records/?team=Atlantis');
    await call('GET', '/api/settings/');
    await call('POST', '/api/settings/', {
      title: 'a value that is not a number of seasons',
      body: { detail_seasons: 'lots' },
    });
    await call('GET', '/api/saves/');
    await call('GET', '/api/week/abc/');
    await call('GET', '/api/Atlantis/roster/');
    await call('GET', '/api/summary/', { title: 'season not over' });

    // Recruiting (issue 13): the week's board, a search, a prospect, the orders, the rankings and the news.
    const search = await call<{ prospects: { id: number; first: string; last: string }[] }>(
      'GET',
      '/api/recruiting/prospects/?position=QB&stars=4&committed=no&per_page=5',
    );
    const target = search.prospects[0];
    await call('POST', '/api/recruiting/board/add/', { body: { prospect: target.id } });
    await call('POST', '/api/recruiting/scout/', { body: { prospect: target.id } });
    await call('POST', '/api/recruiting/contact/', { body: { prospect: `${target.first} ${target.last}` } });
    await call('POST', '/api/recruiting/offer/', { body: { prospect: target.id } });
    const pitch = await call<{ order: { seq: number } }>('POST', '/api/recruiting/pitch/', {
      body: { prospect: target.id, strength: 'playingTime' },
    });
    await call('POST', '/api/recruiting/visit/', {
      body: { prospect: target.id },
      title: 'a home game week, or refused on another',
    });
    await call('POST', '/api/recruiting/cancel/', { body: { seq: pitch.order.seq } });
    await call('GET', '/api/recruiting/board/');
    await call('GET', `/api/recruiting/prospects/${target.id}/`);
    await call('GET', '/api/recruiting/classes/');
    await call('GET', '/api/recruiting/news/');
    await call('POST', '/api/recruiting/auto/', { body: { on: false } });
    await call('POST', '/api/recruiting/offer/', { body: { prospect: 99999999 }, title: 'an unknown prospect' });
    await call('POST', '/api/recruiting/contact/', {
      body: { prospect: target.id },
      title: 'a second contact in the week',
    });
    await call('GET', '/api/recruiting/prospects/?stars=9', { title: 'a bad filter' });

    const { info } = await call<{ info: { lastWeek: number } }>('GET', '/api/dashboard/', { show: false });
    await call('GET', `/api/sim/${info.lastWeek + 1}/`, { title: 'to the end of the season' });
    await call('GET', '/api/summary/');
    await call('GET', '/api/awards/?year=2024');
    await call('GET', '/api/awards/?year=1999');
    await call('GET', '/api/league_history/');
    await call('GET', '/api/roster_progression/');
    // Issue 14 part B: the draft list, the portal and an offer (the portal's window is the progression stage).
    await call('GET', '/api/draft/');
    const portal = await call<{ players: { id: number; first: string; last: string }[] }>(
      'GET',
      '/api/portal/?position=QB&min_rating=60',
    );
    const transfer = portal.players[0];
    await call('POST', '/api/portal/offer/', { body: { player: `${transfer.first} ${transfer.last}` } });
    await call('POST', '/api/portal/offer/', { title: 'an offer he already has', body: { player: transfer.id } });
    await call('POST', '/api/portal/offer/', { title: 'nobody of that name', body: { player: 'Nobody Atall' } });
    await call('GET', '/api/recruiting_summary/');
    await call('GET', '/api/recruiting/classes/', { title: 'after signing day' });
    await call('POST', '/api/recruiting/offer/', { body: { prospect: target.id }, title: 'after signing day' });
    await call('POST', '/api/portal/offer/', { title: 'after the window: he signed', body: { player: transfer.id } });
    await call('GET', '/api/draft/?year=1999', { title: 'no such draft' });
    await call('GET', '/api/noncon/', { title: 'the next preseason' });
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const intro = [
    HEADING,
    '',
    `Generated by \`npm run api:examples\` (scripts/apiExamples.ts) from a seeded 2024 dynasty of ${TEAM} with a 12-team playoff in`,
    `local mode: the preseason, week ${WEEK}, then the end of the season and the offseason. Lists are cut to ${LIST_SHOWN} entries, objects`,
    `to ${FIELDS_SHOWN_TOP} fields at the top and ${FIELDS_SHOWN_BELOW} below (\`...\` marks the cut). In hosted mode every object body also carries \`user_id\`.`,
    '',
  ].join('\n');
  const document = readFileSync(API_MD, 'utf8');
  const start = document.indexOf(HEADING);
  if (start < 0) throw new Error(`${API_MD} has no "${HEADING}" section`);
  writeFileSync(API_MD, `${document.slice(0, start)}${intro}\n${sections.join('\n')}`);
  console.log(`api:examples: ${sections.length} examples written to ${API_MD}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
