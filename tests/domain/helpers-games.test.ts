// Whole games with helpers, played by a test driver through the real decide: random base moves,
// any seat's helper moves drawn from its legal list (the General's and the Mayor's in others'
// turns too) or the bots' policy, and every look's choice made at once. After each decision:
// cards conserved, nothing negative, ten helpers in play; at the end, each viewer's fold of the redacted stream knows what it may and no more.
import { describe, expect, it } from 'vitest';
import {
  decide, fold, initialState, nextActor, randomCommand, redact, redactState, RESOURCES, seededRandom, supplyInputs,
  type Command, type Event, type InPhase, type State,
} from '../../domain/catan/index.ts';
import {
  botHelperMove, HELPERS_LIST, legalHelperCommands, redactHelpersPart, type HelpersCommand, type HelpersEvent,
} from '../../domain/catan/modules/helpers/index.ts';
import { partOf } from './helpers-given.ts';

type Playing = InPhase<'playing'>;

/** Throws unless the cards are conserved, nothing is negative and the ten helpers are all in play (plain checks: they run at every step). */
function check(s: State, total: number): void {
  if (s.phase !== 'playing' && s.phase !== 'finished') return;
  for (const r of RESOURCES) {
    let sum = s.bank[r];
    for (const h of s.hands) {
      if (h[r] < 0) throw new Error(`a hand holds ${h[r]} ${r}`);
      sum += h[r];
    }
    if (s.bank[r] < 0 || sum !== total) throw new Error(`${r}: bank ${s.bank[r]}, ${sum} in all, not ${total}`);
  }
  const part = partOf(s);
  const inPlay = [...part.held.map((h) => h?.helper), ...part.display].sort();
  if (inPlay.join() !== [...HELPERS_LIST].sort().join()) throw new Error(`helpers in play: ${inPlay.join()}`);
}

/** One game: returns its events, the final state and how many helper uses it saw. */
function game(seed: number, players: number, maxCommands = 1500) {
  const random = seededRandom(seed);
  let s: State = initialState();
  const events: Event[] = [];
  let uses = 0;
  const base = (c: Command) => {
    const d = decide(supplyInputs(c, random), s);
    if (!d.ok) throw new Error(`${d.rejection.code} ${JSON.stringify(c)}`);
    events.push(...d.events);
    s = fold(d.events, s);
  };
  const helper = (c: HelpersCommand) => {
    if (c.type === 'UseHelper') uses++;
    base(c);
  };
  base({ type: 'CreateGame', players, board: 'variable', modules: ['helpers'] });
  for (let seat = 0; seat < players; seat++) base({ type: 'ClaimSeat', seat, name: `Bot ${seat}`, bot: true });
  const total = (s as Playing).bank.ore;
  for (let n = 0; n < maxCommands && s.phase !== 'finished'; n++) {
    const choice = s.phase === 'playing' ? partOf(s).choice : null;
    if (choice !== null) {
      const options = legalHelperCommands(s, choice.seat);
      helper(options[Math.floor(random() * options.length)]);
      continue;
    }
    const seat = nextActor(s);
    if (seat === null) break;
    // Any seat's helper move (the reacting ones included), now and then.
    const other = Math.floor(random() * players);
    const options = s.phase === 'playing' && random() < 0.3 ? legalHelperCommands(s, random() < 0.5 ? seat : other) : [];
    // The bot's policy, on its own view of the game.
    const bot = s.phase === 'playing' && random() < 0.3 ? botHelperMove(redactState(s, other), other) : null;
    if (bot !== null) helper(bot);
    else if (options.length > 0) helper(options[Math.floor(random() * options.length)]);
    else base(randomCommand(s, seat, random)!);
    check(s, total);
  }
  return { events, state: s, uses };
}


describe('games with helpers', () => {
  it('play through with cards conserved and ten helpers in play, 3 to 6 players', () => {
    let uses = 0;
    for (let seed = 1; seed <= 12; seed++) uses += game(seed, 3 + (seed % 4), 1000).uses;
    expect(uses).toBeGreaterThan(50);
  });

  it('every kind of helper event happens', () => {
    const seen = new Set<string>();
    for (let seed = 100; seed < 106; seed++) for (const e of game(seed, 4, 1000).events) seen.add(e.type);
    for (const type of ['HelperDealt', 'HelperCalled', 'HelperUsed', 'HelperFlipped', 'HelperExchanged', 'HandShown', 'DeckShown', 'HelperChoiceMade'] satisfies HelpersEvent['type'][]) {
      expect(seen, type).toContain(type);
    }
  });

  it('each viewer\'s fold of its redacted stream is the full state as that viewer may know it, a look\'s cards included', () => {
    let looks = 0;
    for (let seed = 200; seed < 206; seed++) {
      const { events } = game(seed, 4, 600);
      const look = events.findIndex((e) => e.type === 'HandShown' || e.type === 'DeckShown');
      for (const end of look >= 0 ? [look + 1, events.length] : [events.length]) {
        const upTo = events.slice(0, end);
        const state = fold(upTo, initialState());
        if (state.phase !== 'playing') continue;
        if (end === look + 1) looks++;
        for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
          const seen = fold(upTo.map((e) => redact(e, viewer)), initialState(viewer));
          expect(seen.phase === 'playing' && seen.hands).toEqual(redactState(state, viewer).phase === 'playing' && (redactState(state, viewer) as Playing).hands);
          expect(partOf(seen)).toEqual(redactHelpersPart(partOf(state), viewer));
        }
      }
    }
    expect(looks).toBeGreaterThan(0);
  });
});
