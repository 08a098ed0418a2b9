// A command sent as the site sends it (`ack: false`): a connection that follows the game gets no
// `accepted`; its own record in the `events` broadcast is the answer, or an `error` is.
import type { TestClient } from '../support/ws-client.ts';

let sent = 0;

export type QuietOutcome = { readonly kind: 'accepted'; readonly version: number } | { readonly kind: 'refused' | 'gap' };

/** Sends a command with `ack: false`; resolves when its record arrives, its error does, or a gap shows. */
export async function quietCommand(client: TestClient, gameId: string, token: string, command: object, gaps: number): Promise<QuietOutcome> {
  const { seat: _, ...body } = command as { seat?: number; faces?: unknown; type: string };
  if (body.type === 'Roll') delete body.faces;
  const reqId = `q${++sent}`;
  const commandId = `quiet-${sent.toString(36)}x`;
  client.send({ type: 'command', reqId, gameId, seatToken: token, commandId, lastVersion: client.head(gameId), ack: false, command: body });
  const view = client.view(gameId);
  return client.until((): QuietOutcome | undefined => {
    for (let i = view.items.length - 1; i >= Math.max(0, view.items.length - 8); i--) if (view.items[i].commandId === commandId) return { kind: 'accepted', version: i + 1 };
    if (client.messages.slice(-16).some((m) => m.reqId === reqId && m.type === 'error')) return { kind: 'refused' };
    return view.gaps > gaps ? { kind: 'gap' } : undefined;
  }, 60_000, 'own move');
}
