// @vitest-environment happy-dom
// Alerts: the player hears a tone and sees the tab title change once per occasion the game needs
// them (their turn, a discard, the robber, a trade offer to them); the title comes back once they
// answer or focus the tab; notifications only in the background and only after opting in.
import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertSettings, setAlertSettings } from '../../web/src/game/alert-settings.ts';
import { needOf, watchNeeds, type AlertPorts } from '../../web/src/game/alerts.ts';
import { setLanguage } from '../../web/src/i18n/index.ts';
import { decide, fold, initialState, type Command, type Seat, type State } from '../../web/src/lib/domain.ts';
import { started, tick } from './fakes.ts';
import { mountGame } from './mount.tsx';

/** A 3-player beginner game at its first turn; `run` applies commands with the dice given. */
function table() {
  const game = {
    state: fold(started(), initialState('all')),
    run(command: Command) {
      const d = decide(command, game.state);
      if (!d.ok) throw new Error(`${command.type}: ${d.rejection.code}`);
      game.state = fold(d.events, game.state);
    },
  };
  return game;
}

function fakePorts(hidden = false) {
  const calls = { tones: 0, notes: [] as string[], vibrations: 0 };
  let focused = !hidden;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.hasFocus = () => focused;
  const ports: AlertPorts = {
    win: window as unknown as Window,
    doc: document,
    tone: () => calls.tones++,
    notify: (_title, body) => calls.notes.push(body),
    vibrate: () => calls.vibrations++,
  };
  return { ports, calls, focus: () => {
    focused = true;
    hidden = false;
    window.dispatchEvent(new Event('focus'));
  } };
}

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
  alertSettings.value = { muted: false, notify: false };
  document.title = 'Hexfold';
});

afterEach(() => {
  document.title = 'Hexfold';
});

describe('what the game needs from a player', () => {
  it('is the roll on their turn, and nothing for the others', () => {
    const s = table().state;
    expect(needOf(s, 0)).toMatchObject({ kind: 'turn' });
    expect(needOf(s, 1)).toBeNull();
    expect(needOf(s, null)).toBeNull();
  });

  it('is an answer to a trade offered to them, not to the one who offered', () => {
    const game = table();
    game.run({ type: 'RollDice', seat: 0, dice: [3, 3] });
    expect(needOf(game.state, 0)).toBeNull();
    const hand = game.state.phase === 'playing' ? game.state.hands[0] : null;
    const give = Object.entries(hand ?? {}).find(([, n]) => (n ?? 0) > 0)![0];
    game.run({ type: 'OfferTrade', seat: 0, give: { [give]: 1 }, want: { ore: 1 } });
    expect(needOf(game.state, 1)).toMatchObject({ kind: 'trade', from: 0 });
    game.run({ type: 'DeclineTrade', seat: 1 });
    expect(needOf(game.state, 1)).toBeNull();
  });

  it('is the robber for the one who rolled a 7, and a discard for a player holding more than 7 cards', () => {
    const game = table();
    game.run({ type: 'RollDice', seat: 0, dice: [3, 4] });
    expect(needOf(game.state, 0)).toMatchObject({ kind: 'robber' });
    expect(needOf(game.state, 1)).toBeNull();
    const s = game.state;
    if (s.phase !== 'playing') throw new Error('not playing');
    const discarding = { ...s, turn: { ...s.turn, pending: { kind: 'discard' as const, counts: [0, 4, 0] } } };
    expect(needOf(discarding, 1)).toMatchObject({ kind: 'discard' });
    expect(needOf(discarding, 0)).toBeNull();
    expect(needOf({ ...discarding, away: [false, true, false] }, 1)).toBeNull();
  });
});

describe('alerting', () => {
  it('rings once per occasion and marks the title until the player answers', () => {
    const game = table();
    const state = signal<State>(game.state);
    const me = signal<Seat | null>(0);
    const { ports, calls } = fakePorts();
    const events: string[] = [];
    window.addEventListener('hexfold:alert', (e) => events.push((e as CustomEvent<{ kind: string }>).detail.kind));
    const stop = watchNeeds(state, me, 'g1', ports);
    expect(calls.tones).toBe(1);
    expect(document.title).toBe('● Your turn — Hexfold');
    expect(events).toEqual(['turn']);
    // The same occasion again (another render): no second tone.
    state.value = { ...game.state };
    expect(calls.tones).toBe(1);
    game.run({ type: 'RollDice', seat: 0, dice: [3, 3] });
    state.value = game.state;
    expect(document.title).toBe('Hexfold');
    // Visible tab, not opted in: no notification, no vibration.
    expect(calls.notes).toEqual([]);
    expect(calls.vibrations).toBe(0);
    stop();
  });

  it('stays silent when muted, and remembers it', () => {
    setAlertSettings({ muted: true });
    expect(JSON.parse(localStorage.getItem('hexfold.alerts')!)).toMatchObject({ muted: true });
    const { ports, calls } = fakePorts();
    const stop = watchNeeds(signal<State>(table().state), signal<Seat | null>(0), 'g1', ports);
    expect(calls.tones).toBe(0);
    expect(document.title).toBe('● Your turn — Hexfold');
    stop();
    expect(document.title).toBe('Hexfold');
  });

  it('notifies and vibrates in a background tab once the player opted in, and gives the title back on focus', () => {
    setAlertSettings({ notify: true });
    const { ports, calls, focus } = fakePorts(true);
    const stop = watchNeeds(signal<State>(table().state), signal<Seat | null>(0), 'g1', ports);
    expect(calls.notes).toEqual(['Your turn']);
    expect(calls.vibrations).toBe(1);
    expect(document.title).toBe('● Your turn — Hexfold');
    focus();
    expect(document.title).toBe('Hexfold');
    stop();
  });

  it('does not notify a visible, focused tab even when opted in', () => {
    setAlertSettings({ notify: true });
    const { ports, calls } = fakePorts(false);
    const stop = watchNeeds(signal<State>(table().state), signal<Seat | null>(0), 'g1', ports);
    expect(calls.notes).toEqual([]);
    expect(calls.tones).toBe(1);
    stop();
  });
});

describe('the alert switches', () => {
  it('mute the tone and remember it; the tab title marks the player\'s turn on the game page', async () => {
    const { root } = await mountGame('alerts_page1', 0, started());
    for (let i = 0; i < 50 && document.title === 'Hexfold'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(document.title).toBe('● Your turn — Hexfold');
    const sound = [...root.querySelectorAll('.alert-switch')].find((b) => b.textContent?.includes('Sound')) as HTMLButtonElement;
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    sound.click();
    await tick();
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('hexfold.alerts')!)).toMatchObject({ muted: true });
    document.body.innerHTML = '';
  });
});
