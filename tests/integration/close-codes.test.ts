// The close codes the server uses, and that docs/protocol.md lists each of them: the gateway's own
// (local/live.ts) and those `ws` sends for frames it cannot take (1002, 1007, 1009).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CLOSES } from '../../functions/local/live.ts';
import type { LocalStack } from '../../functions/local/stack.ts';
import { memoryStack } from './helpers/stack.ts';

let stack: LocalStack;

beforeAll(async () => {
  stack = await memoryStack();
});

afterAll(async () => {
  await stack?.close();
});

/** Opens a raw socket, sends `send(ws)`, resolves with the close code (5 s at most). */
async function closeCodeAfter(send: (ws: WebSocket) => void): Promise<number> {
  const ws = new WebSocket(stack.wsUrl);
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  send(ws);
  const timeout = new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no close')), 5000).unref());
  return Promise.race([closed, timeout]);
}

/** The codes in the table of docs/protocol.md's "Close codes" section. */
async function documentedCodes(): Promise<Set<number>> {
  const text = await readFile(new URL('../../docs/protocol.md', import.meta.url), 'utf8');
  const section = /## Close codes\n([\s\S]*?)(\n## |$)/.exec(text)?.[1] ?? '';
  return new Set([...section.matchAll(/^\| (\d{4}) \|/gm)].map((m) => Number(m[1])));
}

describe('close codes', () => {
  it('closes a text frame that is not valid UTF-8 with 1007, every time', async () => {
    const invalid = [Buffer.from([0x7b, 0xff, 0x7d]), Buffer.from([0xc3, 0x28]), Buffer.from('{"type":"ping","x":"\xed\xa0\x80"}', 'latin1')];
    for (const bytes of invalid) expect(await closeCodeAfter((ws) => ws.send(bytes, { binary: false }))).toBe(1007);
  });

  it('lists in docs/protocol.md every close code the server uses', async () => {
    const documented = await documentedCodes();
    const used = new Set<number>([...Object.values(CLOSES).map(([code]) => code), 1002, 1007, 1009]);
    for (const code of used) expect(documented, `close code ${code}`).toContain(code);
  });
});
