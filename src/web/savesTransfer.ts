// Moving save files between the player's computer and the server: download one (it is a plain SQLite file)
// and upload one (checked by the server like any save, and stored as a new save).
import type { ErrorResponse, LoadSaveResponse } from '../shared/api-types';
import { ApiError, rememberUserId, storedUserId } from './api';

function idHeader(): Record<string, string> {
  const userId = storedUserId();
  return userId ? { 'X-User-ID': userId } : {};
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
  return new ApiError(response.status, body.error ?? `The server answered ${response.status}.`);
}

/** Downloads a save file (with the player's id, which a plain link could not send). */
export async function exportSave(name: string): Promise<void> {
  const response = await fetch(`/api/saves/export/?name=${encodeURIComponent(name)}`, { headers: idHeader(), credentials: 'include' });
  if (!response.ok) throw await errorOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Uploads a save file; the server answers with the new save, now the current one. */
export async function importSave(file: File): Promise<LoadSaveResponse> {
  const response = await fetch('/api/saves/import/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', Accept: 'application/json', ...idHeader() },
    credentials: 'include',
    body: file,
  });
  if (!response.ok) throw await errorOf(response);
  const body = (await response.json()) as LoadSaveResponse;
  rememberUserId(body);
  return body;
}
