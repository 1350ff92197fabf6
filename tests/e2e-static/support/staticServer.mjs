// A plain static file server for the static build's browser suite: dist/static under a sub-path (/play/), as a
// project page would be served; no game server anywhere. Usage: node staticServer.mjs PORT [ROOT] [PREFIX]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const port = Number(process.argv[2] ?? 8080);
const root = resolve(process.argv[3] ?? 'dist/static');
const prefix = process.argv[4] ?? '/play/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (!path.startsWith(prefix)) {
    response.writeHead(404).end('not found');
    return;
  }
  let file = normalize(join(root, path.slice(prefix.length)));
  if (!file.startsWith(root)) {
    response.writeHead(403).end('forbidden');
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1');
