// Telling the player the game needs them: their turn, a discard, the robber, a trade offer made to
// them, a roll calling their Mayor or General (Helpers), gold to pick (Seafarers), a city to lose or
// the aqueduct's pick, a displaced knight, a progress card's question (Cities & Knights). Each new
// occasion rings a short tone (unless muted), marks the tab title until it is answered or the tab
// gets focus, and, if the player opted in, shows a system notification while the tab is in the
// background and vibrates a phone (alert-settings.ts keeps the choices).
import { effect, type ReadonlySignal } from '@preact/signals';
import { awaitedSeats, type Seat, type State } from '../lib/domain.ts';
import { t } from '../i18n/index.ts';
import type { MessageKey } from '../i18n/en.ts';
import { alertSettings } from './alert-settings.ts';
import { nameOf } from './derived.ts';
import { friendsOf } from '../kinds/catan/table/friends/favors.ts';
import { calledNow } from '../kinds/catan/table/helpers/helpers.ts';
import { turnPartOf } from '../kinds/catan/table/turn-part.ts';
import { goldToPick } from '../kinds/catan/table/seafarers/sea.ts';
import { ckOf } from '../kinds/catan/table/cities-knights/ck.ts';
import { progressAsked } from '../kinds/catan/table/cities-knights/progress.ts';

/** `build`: the player's turn to build in the special building phase; `part`: Player 2's part of a paired turn. */
export type NeedKind = 'setup' | 'turn' | 'discard' | 'robber' | 'trade' | 'build' | 'part' | 'gift' | 'helper' | 'gold' | 'loseCity' | 'aqueduct' | 'retreat' | 'progress';

/** Something the game waits for from this player; `key` names the occasion (one alert each). */
export interface Need {
  readonly kind: NeedKind;
  readonly key: string;
  /** For a trade or a gift (Friends): who offers. */
  readonly from?: Seat;
}

/** What the game needs from `me` now, if anything (nothing while a bot plays for them). */
export function needOf(s: State, me: Seat | null): Need | null {
  if (me === null || (s.phase !== 'setup' && s.phase !== 'playing') || s.away[me]) return null;
  if (s.phase === 'setup') {
    return awaitedSeats(s)[0] === me ? { kind: 'setup', key: `setup:${s.setup.step}:${s.setup.awaiting}` } : null;
  }
  const { turn } = s;
  if (turn.pending.kind === 'discard') {
    return (turn.pending.counts[me] ?? 0) > 0 ? { kind: 'discard', key: `discard:${turn.number}` } : null;
  }
  // Seafarers: the gold I am owed holds up the table (a roll's, in anyone's turn).
  if (goldToPick(s, me) > 0) return { kind: 'gold', key: `gold:${turn.number}:${turn.dice?.join() ?? ''}` };
  // Cities & Knights: the city I lose to the barbarians, the aqueduct's pick, hold up the table.
  const ck = ckOf(s);
  if (ck && ck.losing.includes(me)) return { kind: 'loseCity', key: `loseCity:${turn.number}:${ck.attacks}` };
  if (ck && ck.aqueduct[me] > 0) return { kind: 'aqueduct', key: `aqueduct:${turn.number}:${turn.dice?.join() ?? ''}` };
  // Cities & Knights: my displaced knight's retreat, a progress card's question to me (a deck, cards owed, a pick, a discard).
  if (ck && ck.knights.retreat?.knight.seat === me) return { kind: 'retreat', key: `retreat:${turn.number}:${ck.knights.retreat.from}` };
  const asked = ck ? progressAsked(s, me) : null;
  if (asked !== null) return { kind: 'progress', key: `progress:${turn.number}:${asked}` };
  // Friends: a gift offered to me waits for my answer.
  const gift = friendsOf(s)?.gift;
  if (gift && gift.to === me) return { kind: 'gift', key: `gift:${turn.number}:${gift.from}:${gift.resource}`, from: gift.from };
  // After the turn at a 5–6 player table, `turn.seat` is the builder of the special building phase, or Player 2.
  const part = turnPartOf(s);
  if (turn.seat === me && part.kind === 'special-building') return { kind: 'build', key: `build:${turn.number}:${me}` };
  if (turn.seat === me && part.kind === 'paired' && part.part === 2) {
    return turn.pending.kind === 'robber' ? { kind: 'robber', key: `robber:${turn.number}:part` } : { kind: 'part', key: `part:${turn.number}` };
  }
  if (turn.seat === me) {
    if (turn.pending.kind === 'robber') return { kind: 'robber', key: `robber:${turn.number}:${turn.dice === null ? 'knight' : 'roll'}` };
    if (turn.pending.kind === 'none' && turn.dice === null) return { kind: 'turn', key: `turn:${turn.number}` };
    return calledNow(s, me) ? { kind: 'helper', key: `helper:${turn.number}` } : null;
  }
  // Helpers: this turn's roll calls my Mayor or General.
  if (calledNow(s, me)) return { kind: 'helper', key: `helper:${turn.number}` };
  const trade = turn.trade;
  if (trade && trade.responses[me]?.kind === 'none') {
    return { kind: 'trade', key: `trade:${turn.number}:${JSON.stringify([trade.give, trade.want])}`, from: turn.seat };
  }
  return null;
}

let audio: AudioContext | null = null;

/** Two short rising tones made on the spot (no sound file). Silent where Web Audio is missing or still locked. */
export function playTone(): void {
  const Ctx = typeof AudioContext === 'undefined' ? null : AudioContext;
  if (!Ctx) return;
  try {
    audio ??= new Ctx();
    if (audio.state === 'suspended') void audio.resume();
    const start = audio.currentTime + 0.01;
    [660, 880].forEach((hz, i) => {
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      const at = start + i * 0.14;
      osc.type = 'sine';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
      osc.connect(gain).connect(audio!.destination);
      osc.start(at);
      osc.stop(at + 0.13);
    });
  } catch {
    /* no audio output */
  }
}

/** Browsers only let a page start audio after a gesture: the first click or key prepares it. */
function unlockAudioOnGesture(win: Window): () => void {
  const unlock = () => {
    if (typeof AudioContext === 'undefined') return;
    try {
      audio ??= new AudioContext();
      if (audio.state === 'suspended') void audio.resume();
    } catch {
      /* no audio output */
    }
  };
  win.addEventListener('pointerdown', unlock, { once: true });
  win.addEventListener('keydown', unlock, { once: true });
  return () => {
    win.removeEventListener('pointerdown', unlock);
    win.removeEventListener('keydown', unlock);
  };
}

const NEED_TEXT: Readonly<Record<NeedKind, MessageKey>> = {
  setup: 'alert.setup', turn: 'alert.turn', discard: 'alert.discard', robber: 'alert.robber', trade: 'alert.trade',
  build: 'alert.build', part: 'alert.part', gift: 'alert.gift', helper: 'alert.helper', gold: 'alert.gold',
  loseCity: 'ck.alertLoseCity', aqueduct: 'ck.alertAqueduct', retreat: 'ck.alertRetreat', progress: 'pc.alert',
};

/** The words for a need: "Your turn", "Ana offers you a trade"… */
export function needText(need: Need, s: State): string {
  if (need.kind === 'trade' && need.from !== undefined && s.phase !== 'none') return t('alert.tradeFrom', { name: nameOf(s, need.from, t) });
  if (need.kind === 'gift' && need.from !== undefined && s.phase !== 'none') return t('alert.giftFrom', { name: nameOf(s, need.from, t) });
  return t(NEED_TEXT[need.kind]);
}

export interface AlertPorts {
  readonly win: Window;
  readonly doc: Document;
  readonly tone: () => void;
  readonly notify: (title: string, body: string, tag: string) => void;
  readonly vibrate: (pattern: number[]) => void;
}

const browserPorts = (): AlertPorts => ({
  win: window,
  doc: document,
  tone: playTone,
  notify: (title, body, tag) => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      const n = new Notification(title, { body, tag });
      n.onclick = () => {
        window.focus();
        n.close();
      };
    } catch {
      /* some mobile browsers only notify from a service worker */
    }
  },
  vibrate: (pattern) => {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  },
});

/**
 * Watches a game for the player's needs and alerts once per new occasion. The page dispatches a
 * `hexfold:alert` event on the window for each (detail: kind, whether a tone played).
 */
/** What a game of some kind needs from `me` now, in words; null when nothing. */
export type NeedReader<S> = (s: S, me: Seat | null) => { readonly need: Need; readonly text: string } | null;

/** The board game's needs. */
export const boardNeed: NeedReader<State> = (s, me) => {
  const need = needOf(s, me);
  return need && { need, text: needText(need, s) };
};

export function watchNeeds<S = State>(
  state: ReadonlySignal<S>, me: ReadonlySignal<Seat | null>, gameId: string, ports: AlertPorts = browserPorts(),
  read: NeedReader<S> = boardNeed as unknown as NeedReader<S>,
) {
  const { win, doc } = ports;
  let last: string | null = null;
  let saved: string | null = null;
  const restore = () => {
    if (saved !== null) doc.title = saved;
    saved = null;
  };
  const onFocus = () => restore();
  const onVisible = () => {
    if (doc.visibilityState === 'visible' && doc.hasFocus()) restore();
  };
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisible);
  const stopUnlock = unlockAudioOnGesture(win);
  const stop = effect(() => {
    const found = read(state.value, me.value);
    if (!found) {
      last = null;
      restore();
      return;
    }
    const { need, text: what } = found;
    if (need.key === last) return;
    // The first look at a game (a reload, a join) alerts too: the player may be away.
    last = need.key;
    const settings = alertSettings.peek();
    if (!settings.muted) ports.tone();
    saved ??= doc.title;
    doc.title = t('alert.title', { what, app: t('app.title') });
    const background = doc.visibilityState === 'hidden' || !doc.hasFocus();
    if (settings.notify) {
      if (background) ports.notify(t('app.title'), what, `hexfold-${gameId}`);
      ports.vibrate([120, 80, 120]);
    }
    win.dispatchEvent(new CustomEvent('hexfold:alert', { detail: { kind: need.kind, tone: !settings.muted } }));
  });
  return () => {
    stop();
    stopUnlock();
    restore();
    win.removeEventListener('focus', onFocus);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}
