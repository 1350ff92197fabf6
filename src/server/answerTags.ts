// The main pages' reads answer "not modified" (304) when the browser's copy is still the save's: each answer carries
// a tag (ETag) of what it was built from, and the browser sends it back with its next request of the same URL. The
// tag is the save's change mark (Db.changeMark: any commit, by any connection or process, moves it), the open save's
// identity in this server process, the URL, who asks (the player's id, the program named) and the program the page
// is for (its seat and team, as the route resolves it). A visit to a page seen
// since the last change then costs no building, writing or compressing of its answer on the server.
// Only the reads listed here, answered from the save alone, and only while the call cannot move the game (a stage
// page without read_only is a change): never the saves list, the accounts, an online league's calls (its clock and
// log are not in the save) or the live games.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { changesGame } from '../shared/contract/effects.js';
import { LEAGUE_HEADER, PROGRAM_HEADER } from '../shared/programHeader.js';
import { hasDynasty } from '../store/queries/meta.js';
import type { SaveFile } from '../store/saveFile.js';
import { USER_ID_HEADER } from './player.js';
import type { AnyRequest } from './router.js';
import { identify, programFor, type Session } from './session.js';
import { isGameError } from '../store/errors.js';
import type { Program } from '../store/program.js';

const TAGGED = new Set([
  'GET /api/dashboard',
  'GET /api/dashboard/glance',
  'GET /api/news',
  'GET /api/rankings',
  'GET /api/playoff',
  'GET /api/standings/:conference',
  'GET /api/week/:week',
  'GET /api/:team/schedule',
  'GET /api/:team/roster',
  'GET /api/:team/history',
  'GET /api/player/:id',
  'GET /api/stats/team',
  'GET /api/stats/individual',
  'GET /api/stats/ratings',
  'GET /api/recruiting/board',
  'GET /api/heisman',
  'GET /api/awards',
  'GET /api/records',
]);

/** This server process: a tag of an earlier one (whose saves' marks started over) never matches. */
const PROCESS = randomBytes(8).toString('hex');

/** Each save opened in this process, numbered: a save closed and opened again starts its change mark over. */
const openings = new WeakMap<SaveFile, number>();
let opened = 0;

function openingOf(save: SaveFile): number {
  let number = openings.get(save);
  if (number === undefined) {
    number = ++opened;
    openings.set(save, number);
  }
  return number;
}

/** Whether the call's answer is tagged: one of the reads above, and this request cannot change the game. */
function isTagged(request: AnyRequest): boolean {
  const { entry } = request;
  return (
    !request.leagueSeat
    && TAGGED.has(`${entry.method} ${entry.path}`)
    && !changesGame(entry.effects, { query: request.query as Record<string, unknown> })
  );
}

/** The tag of the answer this request would get now, or null (no dynasty in the save: the call's error answers). */
async function answerTag(session: Session, request: AnyRequest, url: string): Promise<string | null> {
  const player = identify(session, request);
  const built = await session.saves.read(player.savePath, (save) => {
    if (!save || !hasDynasty(save.db)) return null;
    // The program the page is for, as the route resolves it (a header naming none: the call's error answers).
    let program: Program;
    try {
      program = programFor(save.db, request);
    } catch (error) {
      if (isGameError(error)) return null;
      throw error;
    }
    return `${openingOf(save)}:${save.db.changeMark()}:${program.seat}:${program.team}`;
  });
  if (built === null) return null;
  const asker = [USER_ID_HEADER, PROGRAM_HEADER, LEAGUE_HEADER].map((name) => request.headers[name] ?? '');
  const text = JSON.stringify([PROCESS, player.savePath, built, url, asker]);
  return `"${createHash('sha256').update(text).digest('base64url')}"`;
}

/**
 * Answers 304 when the browser's copy carries the tag of the answer it would get now; else tags the answer to come.
 * True when answered.
 */
export async function answeredUnchanged(session: Session, request: AnyRequest, reply: FastifyReply): Promise<boolean> {
  if (!isTagged(request)) return false;
  const tag = await answerTag(session, request, reply.request.url);
  if (tag === null) return false;
  reply.header('ETag', tag);
  if (request.headers['if-none-match'] !== tag) return false;
  // No body: the browser shows its own copy.
  reply.code(304).send();
  return true;
}
