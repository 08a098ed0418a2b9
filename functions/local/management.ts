// The Management API over HTTP (`/@connections/{id}`), as the unchanged SDK client speaks it:
// POST (PostToConnection), GET (GetConnection), DELETE (DeleteConnection).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_POST_BYTES, type Live, type PostResult } from './live.ts';

/**
 * Whether a peer is this machine. The Management API posts to and closes any connection, so it
 * answers only the handlers on this machine, never a browser or another host (when `HOST` opens
 * the gateway to a network).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

export const MANAGEMENT_PATH = /^(?:\/[^/]+)?\/@connections\/([^/?]+)(?:\?.*)?$/;

export interface ManagedConnections {
  /** The connection if it is open. */
  open(connectionId: string): Live | undefined;
  post(connectionId: string, data: Buffer): PostResult;
  disconnect(connectionId: string): 'ok' | 'gone';
}

function gone(res: ServerResponse): void {
  res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' }).end('{"message":null}');
}

function tooLarge(res: ServerResponse): void {
  res.writeHead(413, { 'content-type': 'application/json', 'x-amzn-errortype': 'PayloadTooLargeException' }).end('{"message":"Message too long"}');
}

/** Answers one Management API request for `connectionId`. A POST is answered once its frame is queued. */
export function manage(req: IncomingMessage, res: ServerResponse, connectionId: string, connections: ManagedConnections): void {
  if (req.method === 'GET') {
    const open = connections.open(connectionId);
    if (!open) return gone(res);
    const iso = (t: number) => new Date(t).toISOString();
    const body = { connectedAt: iso(open.connectedAt), lastActiveAt: iso(open.lastActiveAt), identity: { sourceIp: open.sourceIp, userAgent: open.userAgent } };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    return;
  }
  if (req.method === 'DELETE') {
    if (connections.disconnect(connectionId) === 'gone') return gone(res);
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('error', () => undefined);
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_POST_BYTES) chunks.push(chunk);
  });
  req.on('end', () => {
    try {
      if (size > MAX_POST_BYTES) return tooLarge(res);
      // The posted bytes go out as they came, in a text frame, as API Gateway sends them.
      const result = connections.post(connectionId, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
      if (result === 'ok') res.writeHead(200).end();
      else if (result === 'gone') gone(res);
      else tooLarge(res);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
}
