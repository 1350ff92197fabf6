// The player's saves, beside the spec's calls: GET /api/saves/ (the list), POST /api/saves/load/ {name}
// (Continue: make it current), POST /api/saves/delete/ {name}, GET /api/saves/export/?name= (the file as it
// is, saveExport.ts: a file download is HTTP's own) and POST /api/saves/import/ (a save file as the body: checked, migrated, stored as a new save).
import type { CheckedRequest, ContractRoutes } from '../contract.js';
import type { RouteMap } from '../../shared/contract/routes.js';
import type { LoadSaveResponse, SavesResponse } from '../../shared/api-types.js';
import { GameError } from '../../store/errors.js';
import { readSaveBytes } from '../../store/saveFile.js';
import { deleteSave, existingSave, listSaves, type importSave } from '../../store/saveFolder.js';
import { nameInFolder as basename } from '../../store/storage/saveStorage.js';
import { PageContext } from '../../store/views/context.js';
import { identify, requesterOf, requireGame, withUserId, type Session } from '../session.js';
import type { Player } from '../users.js';

async function savesOf(player: Player): Promise<SavesResponse> {
  const saves = await listSaves(player.folder);
  const current = basename(player.savePath);
  return { saves: saves.map((s) => ({ ...s, current: s.name === current })) };
}

/** A save's file as it is (the current one, or the one named in ?name=), to download. */
export async function exportedSave(
  session: Session,
  request: CheckedRequest<RouteMap['GET /api/saves/export']>,
): Promise<{ name: string; bytes: Uint8Array }> {
  const player = identify(session, request);
  const asked = request.query.name;
  const path = asked === undefined ? player.savePath : existingSave(player.folder, asked);
  try {
    return { name: basename(path), bytes: await readSaveBytes(path, basename(path)) };
  } catch (error) {
    if (error instanceof GameError && error.kind === 'busy') throw error;
    throw new GameError('no_game', 'There is no save to export: start a new game.', '/');
  }
}

export function registerSavesRoutes(app: ContractRoutes, session: Session): void {
  app.get('/api/saves', async (request) => {
    const player = identify(session, request, 'home');
    return withUserId(request, await savesOf(player));
  });

  app.post('/api/saves/load', async (request): Promise<LoadSaveResponse> => {
    const player = identify(session, request);
    const path = existingSave(player.folder, request.body.name);
    // Only a save that opens is made current.
    const info = await session.saves.read(path, (save) => new PageContext(requireGame(save).db).info());
    session.players.setCurrent(player, basename(path));
    return withUserId(request, { name: basename(path), info });
  });

  app.post('/api/saves/delete', async (request) => {
    const player = identify(session, request);
    const path = existingSave(player.folder, request.body.name);
    await session.saves.alone(path, () => deleteSave(player.folder, basename(path)));
    session.players.afterDelete(player, basename(path));
    // The player as they are now: deleting their current save made another one current.
    return withUserId(request, await savesOf(identify(session, request)));
  });

  app.post('/api/saves/import', async (request): Promise<LoadSaveResponse> => {
    const player = identify(session, request, 'new_game');
    const body = request.body;
    const requester = requesterOf(player, request);
    session.limits.beforeImport(requester, body.length);
    // Checked, migrated and written in a worker thread; its game read as it was stored (no second open).
    const imported = await session.saves.check({ kind: 'import', folder: player.folder, bytes: body }, player.savePath);
    const { name, info } = imported as Awaited<ReturnType<typeof importSave>>;
    session.limits.recordNewSave(requester);
    session.players.setCurrent(player, name);
    return withUserId(request, { name, info });
  });
}
