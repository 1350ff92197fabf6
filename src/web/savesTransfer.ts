// Moving save files between the player's computer and the game: download one (it is a plain SQLite file) and
// upload one (checked like any save, and stored as a new save), over the API's transport (api.ts).
import type { LoadSaveResponse } from '../shared/api-types';
import { apiTransport, bodyOf } from './api';

/** Downloads a save file. */
export async function exportSave(name: string): Promise<void> {
  const answer = await apiTransport().download(name);
  if (!('file' in answer)) bodyOf(answer, 'Export');
  const url = URL.createObjectURL((answer as { file: Blob }).file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Uploads a save file; the answer is the new save, now the current one. */
export async function importSave(file: File): Promise<LoadSaveResponse> {
  return bodyOf<LoadSaveResponse>(await apiTransport().upload(file), 'Import');
}
