// The built web client (web/dist) as static files with an SPA fallback, and /config.json. Text
// files go out compressed (brotli or gzip, by the request's Accept-Encoding, with Vary), as
// CloudFront serves them: each is compressed once and kept in memory until the file changes.
import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

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

/** `{"wsUrl": "ws://<host>/ws"}` for the host the browser used, and `extra` (e.g. a shorter stall time for tests). */
export function serveConfig(req: IncomingMessage, res: ServerResponse, extra: Readonly<Record<string, unknown>> = {}): void {
  const body = JSON.stringify({ wsUrl: `ws://${req.headers.host ?? '127.0.0.1'}/ws`, ...extra });
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

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, among those the client
 * accepts (q > 0; `*` stands for any not named); null for none (identity).
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : header ?? '';
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Compressing a file smaller than this saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|wasm)|image\/svg\+xml)/;

interface Compressed {
  readonly mtimeMs: number;
  readonly size: number;
  readonly copies: Promise<Readonly<Record<Encoding, Buffer>>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressed copies by file: made once (off the event loop) on a file's first compressed request
 * and kept while the file is unchanged, so later requests only send bytes from memory.
 */
const compressed = new Map<string, Compressed>();

function compressedCopies(file: string, stat: Stats): Promise<Readonly<Record<Encoding, Buffer>>> {
  const cached = compressed.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.copies;
  const copies = (async () => {
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipped(raw, { level: 9 }),
    ]);
    return { br, gzip: gz };
  })();
  compressed.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, copies });
  // A failed read is not kept: the next request tries again.
  copies.catch(() => compressed.delete(file));
  return copies;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const stat = statSync(file);
  const type = contentType(file);
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (COMPRESSIBLE.test(type) && stat.size >= MIN_COMPRESS_BYTES) {
    // Caches must keep the copies apart, whichever this request gets.
    headers.vary = 'Accept-Encoding';
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding) {
      compressedCopies(file, stat).then((copies) => {
        const body = copies[encoding];
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      }, () => res.destroy()); // gone since (a rebuild): the response is cut short
      return;
    }
  }
  res.writeHead(200, { ...headers, 'content-length': stat.size });
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
