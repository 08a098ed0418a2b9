// The built web client (web/dist) as static files with an SPA fallback, and /config.json.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export const contentType = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

/** `{"wsUrl": "ws://<host>/ws"}` for the host the browser used. */
export function serveConfig(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ wsUrl: `ws://${req.headers.host ?? '127.0.0.1'}/ws` });
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(body);
}

/** The file under `root` a URL path names, or null if it leaves the root or is not a file. */
function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(200, {
    'content-type': contentType(file),
    'content-length': statSync(file).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  // A file that went away since (a rebuild) must not end the process: the response is cut short.
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** Serves `root`; a path without a file extension falls back to index.html (client routing). */
export function serveStatic(req: IncomingMessage, res: ServerResponse, root: string | undefined, pathname: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed');
  const index = root ? path.join(root, 'index.html') : null;
  if (!root || !index || !existsSync(index)) return plain(res, 404, 'The web client is not built (npm start builds it).');
  const dir = path.resolve(root);
  const file = fileFor(dir, pathname === '/' ? '/index.html' : pathname);
  if (file) return sendFile(req, res, file);
  if (path.extname(pathname) === '') return sendFile(req, res, index);
  plain(res, 404, 'Not found');
}
