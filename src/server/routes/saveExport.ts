// GET /api/saves/export/?name=: the save with its logged changes, as a download (HTTP's own; the static build's worker
// hands the same bytes to the page).
import type { FastifyInstance } from 'fastify';
import { serveHttpCall } from '../contract.js';
import type { Session } from '../session.js';
import { exportedSave } from './saves.js';

export function registerSaveExportRoute(app: FastifyInstance, session: Session): void {
  serveHttpCall(app, 'GET /api/saves/export', async (request, reply) => {
    const { name, bytes } = await exportedSave(session, request);
    return reply
      .type('application/vnd.sqlite3')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
