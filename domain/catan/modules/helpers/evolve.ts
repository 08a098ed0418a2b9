// The helpers' events on the state: only sets, appends and counts.
import { addCard } from '../../base/cards.ts';
import { moveCards, pay, replace, ROBBER, setPart, turnDraft, type Draft } from '../../base/draft.ts';
import { indexOf, sees } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import type { HelpersEvent } from './events.ts';
import { HELPERS, helpersPart, turnNumber, type Held, type HelpersPart } from './state.ts';

function setHelpers(d: Draft, change: Partial<HelpersPart>): void {
  setPart(d, HELPERS, { ...helpersPart(d), ...change });
}

function setHeld(d: Draft, seat: Seat, held: Held, display?: HelpersPart['display']): void {
  const part = helpersPart(d);
  setHelpers(d, { held: replace(part.held, seat, held), display: display ?? part.display });
}

export function evolveHelpers(d: Draft, e: HelpersEvent): void {
  const turn = turnNumber(d);
  switch (e.type) {
    case 'HelperDealt':
      return setHeld(d, e.seat, { helper: e.helper, side: 'A', received: turn, used: -1 }, helpersPart(d).display.filter((h) => h !== e.helper));
    case 'HelperCalled': {
      // A new roll's calls replace an earlier turn's.
      const calls = helpersPart(d).calls.filter((c) => c.turn === turn);
      return setHelpers(d, { calls: [...calls, { seat: e.seat, helper: e.helper, effect: e.effect, turn }] });
    }
    case 'HelperUsed': {
      const held = helpersPart(d).held[e.seat];
      if (held) setHeld(d, e.seat, { ...held, used: turn });
      return;
    }
    case 'HelperFlipped': {
      const held = helpersPart(d).held[e.seat];
      if (held) setHeld(d, e.seat, { ...held, side: 'B' });
      return;
    }
    case 'HelperExchanged': {
      const display = [...helpersPart(d).display.filter((h) => h !== e.taken), e.returned];
      return setHeld(d, e.seat, { helper: e.taken, side: 'A', received: turn, used: -1 }, display);
    }
    case 'HelperPaid':
      pay(d, e.seat, e.paid, -1);
      return pay(d, e.seat, e.instead, 1);
    case 'HelperResourceTaken':
      return pay(d, e.seat, { [e.resource]: 1 }, 1);
    case 'MerchantTraded':
      for (const p of e.partners) {
        if (p.give === null) continue;
        moveCards(d, p.seat, e.seat, { [e.resource]: 1 });
        moveCards(d, e.seat, p.seat, { [p.give]: 1 });
      }
      return;
    case 'DiscardExcused': {
      const pending = d.turn.pending;
      if (pending.kind !== 'discard') return;
      const counts = replace(pending.counts, e.seat, 0);
      const t = turnDraft(d.turn);
      t.pending = counts.every((c) => c === 0) ? ROBBER : { kind: 'discard', counts };
      d.turn = t;
      return;
    }
    case 'RoadMoved': {
      const { edgeIndex } = indexOf(d).topology;
      const roads = d.roads.slice();
      roads[edgeIndex.get(e.from)!] = -1;
      roads[edgeIndex.get(e.to)!] = e.seat;
      d.roads = roads;
      return;
    }
    case 'PortOpened':
      return setHelpers(d, { port: { seat: e.seat, resource: e.resource, turn } });
    case 'KnightDiscarded':
      if (e.from === 'table') d.knights = replace(d.knights, e.seat, d.knights[e.seat] - 1);
      else d.devCards = replace(d.devCards, e.seat, addCard(d.devCards[e.seat], 'knight', -1, sees(d.viewer, e.seat)));
      return;
    case 'HandShown':
      return setHelpers(d, { choice: { kind: 'noblewoman', seat: e.seat, target: e.target, hand: e.hand } });
    case 'DeckShown':
      return setHelpers(d, { choice: { kind: 'architect', seat: e.seat, cards: e.cards, paid: e.paid, instead: e.instead } });
    case 'HelperChoiceMade':
      return setHelpers(d, { choice: null });
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as HelpersEvent).type}`);
    }
  }
}
