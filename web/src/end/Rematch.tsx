// The rematch's button, for the end of a game of any kind: the same table again, created by
// whoever asks first (the createId derives from the finished game's id) and joined by the others;
// a spectator may watch it once it exists.
import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { useGame } from '../game/context.ts';
import type { ClientMessage } from '../lib/protocol.ts';
import { request } from '../net/request.ts';
import { sessionStore } from '../state/seats.ts';
import { te } from './messages.ts';
import { rematchGameId, startRematch } from './rematch.ts';

type CreateGame = Extract<ClientMessage, { type: 'createGame' }>;

/** Asks now and then whether the rematch exists, so the button can say "join". */
function useRematchId(gameId: string): { id: string | null; exists: boolean } {
  const { connection } = useApp();
  const [id, setId] = useState<string | null>(null);
  const [exists, setExists] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (rematch: string) => {
      try {
        const pong = await request(connection, { type: 'ping', gameId: rematch }, 'pong', 5_000);
        if (stopped) return;
        if ((pong.head ?? 0) > 0) return setExists(true);
      } catch {
        /* asked again below */
      }
      if (!stopped) timer = setTimeout(() => void ask(rematch), 4_000);
    };
    void rematchGameId(gameId).then((rematch) => {
      if (stopped || !rematch) return;
      setId(rematch);
      void ask(rematch);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [gameId, connection]);
  return { id, exists };
}

/** The rematch's button: joins the table's next game (this `message` creates it, or finds it made). */
export function Rematch({ message }: { message: CreateGame }) {
  const { connection, store } = useApp();
  const { game } = useGame();
  const { route } = useLocation();
  const { id, exists } = useRematchId(game.gameId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = game.seat.value;
  if (!record) {
    // Watching: the rematch can be watched once someone started it.
    return exists && id ? <a class="button" href={`/game/${id}`}>{te('end.rematchFull')}</a> : null;
  }
  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      route(`/game/${await startRematch(connection, sessionStore(), store, message, record.seat, record.name)}`);
    } catch (err) {
      setError(te('end.rematchFailed', { message: (err as Error).message }));
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="primary end-rematch" disabled={busy} onClick={() => void go()}>
        {busy ? te('end.rematchStarting') : exists ? te('end.rematchJoin') : te('end.rematch')}
      </button>
      {error && <p class="error" role="alert">{error}</p>}
    </>
  );
}
