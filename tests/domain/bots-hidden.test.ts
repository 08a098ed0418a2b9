// Bots decide from what their seat may see, and nothing else. A bot handed the whole state (the
// other hands' cards, the development cards in other hands and in the deck, all in plain view)
// must make the same move as when handed its seat's redacted view, and so must it in another
// world that differs only in what the seat cannot see: a bot that read a hidden card would
// choose differently somewhere over these samples.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  botCommand, DEV_CARDS, playBots, redactState, RESOURCES, seededRandom,
  type BoardKind, type BotLevel, type DevHand, type Hand, type InPhase, type Player, type Random, type Seat,
} from '../../domain/catan/index.ts';
import { sampleWorld } from '../../domain/catan/bots/worlds.ts';

type Live = InPhase<'setup' | 'playing'>;
type Pile = Record<string, number>;

/** Moves one card of some kind from pile a to pile b and one of another kind back, when both have one. */
function swap(a: Pile, b: Pile, kinds: readonly string[], random: Random, keepA: Pile = {}, keepB: Pile = {}): void {
  const free = (p: Pile, keep: Pile, k: string) => p[k] - (keep[k] ?? 0);
  const inA = kinds.filter((k) => free(a, keepA, k) > 0);
  const inB = kinds.filter((k) => free(b, keepB, k) > 0);
  if (inA.length === 0 || inB.length === 0) return;
  const ka = inA[Math.floor(random() * inA.length)];
  const kb = inB[Math.floor(random() * inB.length)];
  if (ka === kb) return;
  a[ka]--; a[kb]++; b[kb]--; b[ka]++;
}

/**
 * Another world the seat cannot tell from this one: cards swapped between the other hands, and
 * development cards swapped between the other seats and the deck (but not the cards the active
 * player bought this turn). Every total stays as it was, so the world is a possible one.
 */
function otherWorld(s: Live, seat: Seat, random: Random): Live {
  const hands = s.hands.map((h) => ({ ...h })) as unknown as Pile[];
  const devCards = s.devCards.map((d) => ({ ...d })) as unknown as Pile[];
  const deck = { ...s.deck } as unknown as Pile;
  const others = hands.map((_, i) => i).filter((i) => i !== seat);
  const active = s.phase === 'playing' ? s.turn.seat : -1;
  const bought = (i: number) => (i === active && s.phase === 'playing' ? (s.turn.bought as unknown as Pile) : {});
  for (let k = 0; k < 12; k++) {
    const a = others[Math.floor(random() * others.length)];
    const b = others[Math.floor(random() * others.length)];
    if (a !== b) swap(hands[a], hands[b], RESOURCES, random);
    swap(devCards[a], deck, DEV_CARDS, random, bought(a));
  }
  return { ...s, hands: hands as unknown as Hand[], devCards: devCards as unknown as DevHand[], deck: deck as unknown as DevHand } as Live;
}

interface Sample {
  readonly seed: number;
  readonly players: 3 | 4;
  readonly board: BoardKind;
  readonly at: number;
}
const samples = fc.record<Sample>({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  players: fc.constantFrom(3 as const, 4 as const),
  board: fc.constantFrom<BoardKind>('variable', 'variable', 'beginner'),
  at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
});

/** The states of a game between bots of every level, one per move. */
function statesOf(sample: Sample): Live[] {
  const out: Live[] = [];
  const players: Player[] = (['easy', 'good', 'good', 'easy'] as const).slice(0, sample.players);
  playBots(sample.seed, players, {
    board: sample.board,
    choose: (player, state, seat, random) => {
      if (state.phase === 'setup' || state.phase === 'playing') out.push(state);
      return botCommand(redactState(state, seat), seat, player as BotLevel, random);
    },
  });
  return out;
}

/** The levels that choose from the state itself (the expert searches worlds dealt from the view). */
const LEVELS: readonly BotLevel[] = ['easy', 'good'];

describe('bots and hidden information', () => {
  it('make the same move in any world their seat cannot tell apart from the real one', () => {
    let compared = 0;
    let differentWorlds = 0;
    fc.assert(fc.property(samples, (sample) => {
      const states = statesOf(sample);
      // Mostly states in play, where there are hidden cards.
      const inPlay = states.filter((x) => x.phase === 'playing');
      const pool = inPlay.length > 0 && sample.at < 0.9 ? inPlay : states;
      const s = pool[Math.floor(((sample.at * 10) % 1) * pool.length)];
      const random = seededRandom(sample.seed);
      for (let seat = 0; seat < s.players; seat++) {
        const world = otherWorld(s, seat, random);
        const view = redactState(s, seat);
        // The other world differs, yet looks the same from this seat (so it is a possible one).
        expect(redactState(world, seat)).toEqual(view);
        if (JSON.stringify(world) !== JSON.stringify(s)) differentWorlds++;
        // Each world whole, hidden cards and all, handed to the seat as if it were its view.
        const plain = { ...s, viewer: seat } as Live;
        const plainWorld = { ...world, viewer: seat } as Live;
        for (const level of LEVELS) {
          const fromView = botCommand(view, seat, level, seededRandom(sample.seed ^ seat));
          expect(botCommand(plain, seat, level, seededRandom(sample.seed ^ seat))).toEqual(fromView);
          expect(botCommand(plainWorld, seat, level, seededRandom(sample.seed ^ seat))).toEqual(fromView);
          compared++;
        }
        // The expert plays out worlds it deals from the view: each keeps what the seat sees.
        const dealt = sampleWorld(view as Live, seat, seededRandom(sample.seed)) as Live;
        expect(redactState(dealt, seat)).toEqual(view);
      }
    }), { numRuns: 40 });
    expect(compared).toBeGreaterThan(200);
    expect(differentWorlds).toBeGreaterThan(40);
  });

  it('are handed only their own seat\'s view by the table, which it checks', () => {
    playBots(5, ['good', 'easy', 'good'], {
      maxCommands: 300,
      choose: (player, state, seat, random) => {
        const view = redactState(state, seat);
        expect(view.viewer).toBe(seat);
        // Handed the full state, a bot refuses to play from it.
        expect(botCommand(state, seat, player as BotLevel, seededRandom(1))).toBeNull();
        return botCommand(view, seat, player as BotLevel, random);
      },
    });
  });
});
