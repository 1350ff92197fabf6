// The static build's game: the store's views and actions in a Web Worker, answering the page's calls through the
// server's own route table (src/server/routes), so every call runs the same use case as over HTTP.
import './nodeGlobals.js';
import { httpError } from '../../server/errors.js';
import { Limits } from '../../server/limits.js';
import { RouteTable } from '../../server/router.js';
import { changesGame, playsCurrentSave } from '../../shared/contract/effects.js';
import { ROUTES } from '../../shared/contract/routes.js';
import { registerGameRoutes } from '../../server/routes/index.js';
import { exportedSave } from '../../server/routes/saves.js';
import { SaveRegistry } from '../../server/saveRegistry.js';
import type { PlayerDirectory, Session } from '../../server/session.js';
import type { Player } from '../../server/player.js';
import { GameError } from '../../store/errors.js';
import { prepareSeason } from '../../store/actions/season/seasonLoad.js';
import { CURRENT_POINTER, currentSaveName, setCurrentSave } from '../../store/saveFolder.js';
import { inFolder, nameInFolder } from '../../store/storage/saveStorage.js';
import { HELD_ELSEWHERE, type WorkerReply, type WorkerRequest } from '../protocol.js';
import { BrowserSaves, SAVES_FOLDER } from './browserSaves.js';
import { defaultSaveStorage } from './defaultSaveStorage.js';
import { holdSave, isHeldHere, letOthersGo } from './tabHold.js';
import { simulationProgress } from './progress.js';
import { PROGRAM_HEADER } from '../../shared/programHeader.js';

/** The save a folder without a current one starts from (as on the server). */
const DEFAULT_SAVE_NAME = 'dynasty.db';

/** Tells the page which save this tab plays, so that a reload of the tab plays it again. */
function reportCurrent(name: string): void {
  const current: WorkerReply = { id: 0, kind: 'current', name };
  (self as unknown as Worker).postMessage(current);
}

/** The one player of the browser: the saves folder and its current save. */
class TabPlayers implements PlayerDirectory {
  identify(): Player {
    return {
      savePath: inFolder(SAVES_FOLDER, currentSaveName(SAVES_FOLDER) ?? DEFAULT_SAVE_NAME),
      folder: SAVES_FOLDER,
      userId: null,
    };
  }

  setCurrent(_player: Player, name: string): void {
    setCurrentSave(SAVES_FOLDER, name);
    reportCurrent(name);
  }

  afterDelete(): void {
    // identify() reads the folder's current save every time
  }
}

/** The seed of every new dynasty when the page names one (tests); else a fresh random one each. */
let fixedSeed: number | null = null;

function newGameSeed(): number {
  return fixedSeed ?? (crypto.getRandomValues(new Uint32Array(1))[0] % (2 ** 31 - 2)) + 1;
}

const session: Session = {
  players: new TabPlayers(),
  saves: new SaveRegistry(1, nameInFolder),
  limits: new Limits(null),
  newGameSeed,
};
const routes = new RouteTable();
registerGameRoutes(routes, session, { repo_url: null, author_url: null });

let open: (prefer: 'opfs' | 'indexeddb', current: string | null) => void = () => undefined;
const started = new Promise<BrowserSaves>((resolve, reject) => {
  open = (prefer, current) =>
    BrowserSaves.open(prefer).then((saves) => {
      tellPageOfStoring(saves);
      // The tab's own game across a reload (in memory only: the folder's pointer is the last one chosen anywhere).
      if (current !== null && defaultSaveStorage.kind(inFolder(SAVES_FOLDER, current)) === 'save') {
        defaultSaveStorage.restoreNote(inFolder(SAVES_FOLDER, CURRENT_POINTER), `${current}\n`);
      }
      resolve(saves);
    }, reject);
});

function post(reply: WorkerReply): void {
  (self as unknown as Worker).postMessage(reply);
}

/**
 * Calls that change the game, running now: the page says "Saving…" (and asks before the tab closes) from the moment
 * one starts, since a reload then loses what it plays, until its writes are stored.
 */
let changing = 0;
/** Writes queued and not yet stored. */
let writing = false;

/** "Saving…" is over once no change runs and every write is stored. */
function tellIfSaved(): void {
  if (changing === 0 && !writing) post({ id: 0, kind: 'saved' });
}

/**
 * The page hears that writes are on their way ('saving'), of a write refused or stuck and tried again, and when
 * every one is stored ('saved'); and of a save taken from its last good copy. A call's answer does not wait for the
 * writes: the page shows the change as being saved until then.
 */
function tellPageOfStoring(saves: BrowserSaves): void {
  saves.report = {
    storing: () => {
      writing = true;
      post({ id: 0, kind: 'saving' });
    },
    trouble: (trouble) => post({ id: 0, kind: 'saving-trouble', ...trouble }),
    stored: () => {
      writing = false;
      tellIfSaved();
    },
    recovered: (name) => post({ id: 0, kind: 'recovered', name }),
  };
  // A simulation of several weeks stores each before it plays the next (changeWorker.ts).
  simulationProgress.stored = () => saves.settled();
  // Saves taken from their last good copy when the worker loaded them.
  for (const name of saves.recovered) post({ id: 0, kind: 'recovered', name });
}

/** Claims under way: calls arriving together share one claim (a second would find the first one's hold). */
const claiming = new Map<string, Promise<void>>();

/** This tab holds the save (reading it again if another tab played it meanwhile), or the call is refused. */
async function claim(saves: BrowserSaves, location: string): Promise<void> {
  if (isHeldHere(location) || defaultSaveStorage.kind(location) !== 'save') return;
  const already = claiming.get(location);
  if (already) return already;
  const claimed = holdAndRead(saves, location).finally(() => claiming.delete(location));
  claiming.set(location, claimed);
  return claimed;
}

async function holdAndRead(saves: BrowserSaves, location: string): Promise<void> {
  const name = nameInFolder(location);
  if (!(await holdSave(location, name))) throw new GameError('busy', HELD_ELSEWHERE);
  post({ id: 0, kind: 'held', name });
  // Holding this save lets the one held before go to other tabs: only once its writes are stored.
  letOthersGo(location, (other) => saves.settled(nameInFolder(other)));
  await saves.reload(location);
  reportCurrent(name);
}

/**
 * Once a page of the save is answered, the worker reads the season a simulation would read first (seasonLoad.ts),
 * while the player reads the page: the first week played in a visit then starts from it. A call arriving meanwhile
 * waits for it; a failure here is left to the simulation, which reads everything again and says why.
 */
function prepareAfterAnswer(path: string): void {
  setTimeout(() => {
    session.saves.read(path, (save) => save !== null && prepareSeason(save.db)).catch(() => undefined);
  }, 0);
}

async function answerCall(
  saves: BrowserSaves,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  team?: string,
): Promise<{ status: number; body: unknown }> {
  const target = new URL(url, 'http://static.invalid');
  const route = routes.match(method, target.pathname);
  if (!route) return { status: 404, body: { error: `There is no call ${method} ${target.pathname}.` } };
  const query = Object.fromEntries(target.searchParams);
  let counted = false;
  // The program the call acts for, as the server reads it from its header (session.ts programFor).
  const headers = team ? { [PROGRAM_HEADER]: encodeURIComponent(team) } : {};
  try {
    // Read through the call's entry in the API contract first: a request that does not fit is refused here.
    const request = route.read({ query, body, headers, ip: 'local' });
    // The call's entry says which save it plays (src/shared/contract/effects.ts).
    const current = playsCurrentSave(route.entry.effects, request);
    if (changesGame(route.entry.effects, request)) {
      if (changing++ === 0 && !writing) post({ id: 0, kind: 'saving' });
      counted = true;
    }
    if (method === 'GET' && /^\/api\/(home|saves)\/?$/.test(target.pathname)) await saves.reloadOthers(isHeldHere);
    if (current) await claim(saves, session.players.identify(undefined, 'play').savePath);
    if (route.entry.effects.save === 'named')
      await claim(saves, inFolder(SAVES_FOLDER, (request.body as { name: string }).name));
    const answer = await route.answer(request);
    if (current) prepareAfterAnswer(session.players.identify(undefined, 'play').savePath);
    return { status: 200, body: answer };
  } catch (error) {
    const answer = httpError(error);
    if (answer.internal) console.error('dynasty worker: internal error:', error);
    return { status: answer.status, body: answer.body };
  } finally {
    if (counted) {
      changing--;
      tellIfSaved();
    }
  }
}

async function answer(message: Exclude<WorkerRequest, { kind: 'open' }>): Promise<WorkerReply> {
  let saves: BrowserSaves;
  try {
    saves = await started;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      id: message.id,
      kind: 'answer',
      status: 503,
      body: { error: `The browser's storage for saves could not be opened (${reason}).` },
    };
  }
  if (message.kind === 'call')
    return {
      id: message.id,
      kind: 'answer',
      ...(await answerCall(saves, message.method, message.url, message.body, message.team)),
    };
  try {
    // A save another tab plays is exported as that tab last stored it.
    await saves.reloadOthers(isHeldHere);
    const query = message.name ? { name: message.name } : {};
    const file = await exportedSave(session, {
      params: {},
      query,
      body: undefined,
      headers: {},
      ip: 'local',
      userId: null,
      entry: ROUTES['GET /api/saves/export'],
    });
    return { id: message.id, kind: 'file', status: 200, name: file.name, bytes: file.bytes.slice() };
  } catch (error) {
    const failed = httpError(error);
    return { id: message.id, kind: 'answer', status: failed.status, body: failed.body };
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.kind === 'open') {
    fixedSeed = message.seed;
    return open(message.prefer, message.current);
  }
  void answer(message).then((reply) => {
    const transfer = reply.kind === 'file' ? [reply.bytes.buffer as ArrayBuffer] : [];
    (self as unknown as Worker).postMessage(reply, transfer);
  });
};

simulationProgress.report = ({ week, lastWeek, saved }) => {
  const progress: WorkerReply = { id: 0, kind: 'progress', week, lastWeek, saved };
  (self as unknown as Worker).postMessage(progress);
};

void started.then((saves) => {
  const ready: WorkerReply = { id: 0, kind: 'ready', storage: saves.backend.kind };
  (self as unknown as Worker).postMessage(ready);
});
