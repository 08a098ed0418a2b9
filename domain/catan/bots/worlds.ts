// Possible worlds: full states that a seat cannot tell from the game it sees. The cards it
// cannot name are dealt at random from what it knows is out there: every resource card not in
// the bank or its own hand is in another hand; every development card it has not seen played
// or drawn itself may be in the deck or another hand.
import { makeDevHand, makeHand } from '../base/cards.ts';
import type { Random } from '../../shared/random.ts';
import { indexOf, type State } from '../base/state.ts';
import { DEV_CARDS, RESOURCES, type DevHand, type Hand, type Seat } from '../base/types.ts';
import type { Live } from './outlook.ts';
import { sampleParts } from '../base/registry.ts';

/** Deals `counts[i]` cards to each pile from a pool (counts by kind), uniformly at random. */
function deal(pool: number[], counts: readonly number[], random: Random): number[][] {
  let left = pool.reduce((a, b) => a + b, 0);
  return counts.map((count) => {
    const got = pool.map(() => 0);
    for (let i = 0; i < count && left > 0; i++, left--) {
      let x = Math.floor(random() * left);
      let k = 0;
      while (x >= pool[k]) x -= pool[k++];
      pool[k]--;
      got[k]++;
    }
    return got;
  });
}

/**
 * A full state (viewer 'all') consistent with the seat's view: the same board, pieces, bank,
 * its own cards and every count it can see, the hidden cards dealt at random.
 */
export function sampleWorld(view: Live, seat: Seat, random: Random): State {
  const spec = indexOf(view).spec;
  const mine = view.hands[seat];
  const resourcePool = RESOURCES.map((r) => spec.resourcesPerType - view.bank[r] - mine[r]);
  const others = view.hands.map((h, i) => (i === seat ? 0 : h.unknown));
  const dealt = deal(resourcePool, others, random);
  const hands: Hand[] = view.hands.map((h, i) => (i === seat ? h : makeHand(dealt[i][0], dealt[i][1], dealt[i][2], dealt[i][3], dealt[i][4], 0)));

  // Development cards: the deck's list, less the seat's own and the knights everyone has shown.
  // (Played progress cards leave no count in the state: the pool may hold a few too many.)
  const own = view.devCards[seat];
  const played = view.knights.reduce((a, b) => a + b, 0);
  const devPool = DEV_CARDS.map((c) => Math.max(0, spec.devDeck[c] - own[c] - (c === 'knight' ? played : 0)));
  const hidden = view.devCards.map((d, i) => (i === seat ? 0 : d.unknown));
  const piles = deal(devPool, [...hidden, view.deck.unknown], random);
  const asDevHand = (p: number[]): DevHand => makeDevHand(p[0], p[1], p[2], p[3], p[4], 0);
  const devCards = view.devCards.map((d, i) => (i === seat ? d : asDevHand(piles[i])));
  const deck = asDevHand(piles[view.players]);
  let turn = view.turn;
  if (turn !== null && turn.seat !== seat && turn.bought.unknown > 0) {
    // Cards the active player bought this turn: the first of its hand, as many as it bought.
    const bought = [0, 0, 0, 0, 0];
    let n = turn.bought.unknown;
    const held = piles[turn.seat];
    for (let k = 0; k < 5 && n > 0; k++) {
      bought[k] = Math.min(held[k], n);
      n -= bought[k];
    }
    turn = { ...turn, bought: asDevHand(bought) };
  }
  const parts = view.modules.length === 0 ? view.parts : sampleParts(view, seat, random);
  return { ...view, viewer: 'all', hands, devCards, deck, turn, parts } as State;
}
