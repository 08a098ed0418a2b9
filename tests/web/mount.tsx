// Mounts the game page for a viewer on a fake server and feeds it a stream, or the lobby: the
// shared setup of the view tests.
import { render } from 'preact';
import { LocationProvider } from 'preact-iso';
import { AppContext } from '../../web/src/app-context.ts';
import { GamePage } from '../../web/src/game/GamePage.tsx';
import { ReplayPage } from '../../web/src/replay/ReplayPage.tsx';
import { ReviewPage } from '../../web/src/replay/ReviewPage.tsx';
import { LobbyPage } from '../../web/src/lobby/LobbyPage.tsx';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { redact, type Event, type Viewer } from '../../web/src/lib/domain.ts';
import type { StreamItem } from '../../web/src/lib/protocol.ts';
import { saveSeat } from '../../web/src/state/seats.ts';
import { click, fakeConnection, memoryStore, tick, TOKEN } from './fakes.ts';

/** Renders the game `gameId` for `viewer` and answers its catch-up with `stream`, redacted for it. */
export async function mountGame(gameId: string, viewer: Viewer, stream: readonly Event[], name = 'Ana') {
  return mountItems(gameId, viewer, stream.map((e, i) => ({ version: i + 1, events: [e] })), { name });
}

/** Renders the game `gameId` for `viewer` and answers its catch-up with these items, redacted for it. */
export async function mountItems(gameId: string, viewer: Viewer, items: readonly StreamItem[], options: { name?: string; store?: ReturnType<typeof memoryStore> } = {}) {
  setLanguage('en');
  // Each mount is a fresh tab: nothing queued by an earlier test's page.
  sessionStorage.clear();
  const net = fakeConnection();
  const store = options.store ?? memoryStore();
  if (typeof viewer === 'number') saveSeat(store, gameId, { seat: viewer, seatToken: TOKEN, name: options.name ?? 'Ana' });
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <AppContext.Provider value={{ connection: net.connection, store }}>
      <LocationProvider><GamePage id={gameId} /></LocationProvider>
    </AppContext.Provider>, root);
  await tick();
  const catchUp = net.last('resume') ?? net.last('spectate');
  const redacted = items.map((i) => ({ ...i, events: i.events.map((e) => redact(e, viewer)) }));
  net.push({ type: 'events', gameId, viewer: viewer as number | 'spectator', head: redacted.length, reqId: catchUp!.reqId, items: redacted });
  await tick();
  return { net, root, store, held: redacted.length };
}

/** Renders the lobby at `/` on a fake server, in a fresh tab. */
export function mountLobby(store = memoryStore()) {
  setLanguage('en');
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  const net = fakeConnection();
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <AppContext.Provider value={{ connection: net.connection, store }}>
      <LocationProvider><LobbyPage /></LocationProvider>
    </AppContext.Provider>, root);
  return { net, root, store };
}

/**
 * Renders the replay room of `gameId` at `/replay/{gameId}{query}` on a fake server and answers
 * its catch-up with these items, unredacted (a finished game); `kind` as the server's frames say.
 */
export async function mountReplay(gameId: string, items: readonly { version: number; events: readonly unknown[]; at?: string }[], options: { query?: string; kind?: 'dice' } = {}) {
  setLanguage('en');
  history.replaceState(null, '', `/replay/${gameId}${options.query ?? ''}`);
  const net = fakeConnection();
  const root = document.createElement('div');
  document.body.append(root);
  render(
    <AppContext.Provider value={{ connection: net.connection, store: memoryStore() }}>
      <LocationProvider><ReplayPage id={gameId} /></LocationProvider>
    </AppContext.Provider>, root);
  await tick();
  const spectate = net.last('spectate')!;
  net.push({ type: 'events', gameId, viewer: 'all', head: items.length, reqId: spectate.reqId, items: items as never, ...(options.kind ? { kind: options.kind } : {}) });
  return { net, root };
}

/** Renders the review room and opens this notation text in it, as a person pasting it would. */
export async function openReview(text: string): Promise<Element> {
  const root = document.createElement('div');
  document.body.append(root);
  render(<ReviewPage />, root);
  await tick();
  const area = root.querySelector('textarea')!;
  area.value = text;
  area.dispatchEvent(new Event('input', { bubbles: true }));
  await tick();
  await click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Open'));
  return root;
}
