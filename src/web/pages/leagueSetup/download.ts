// Downloads the league file (with the player's id, which a plain link could not send).
import type { ErrorResponse } from '../../../shared/api-types';
import { ApiError, storedUserId } from '../../api';

export async function downloadLeagueFile(): Promise<void> {
  const userId = storedUserId();
  const response = await fetch('/api/league_setup/export/', {
    headers: userId ? { 'X-User-ID': userId } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    throw new ApiError(response.status, body.error ?? `The server answered ${response.status}.`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'league.json';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
