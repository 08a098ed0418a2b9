// Cities & Knights: the knights' events folded into the state — the knights by vertex, their
// costs paid to the bank, a displaced knight's retreat awaited, the robber's (or the pirate's)
// move after a chase.
import { pay, replace, ROBBER, setPart, turnDraft, type Draft } from '../../../base/draft.ts';
import { indexOf } from '../../../base/state.ts';
import { ckPart, CITIES_KNIGHTS } from '../part.ts';
import { KNIGHTS_EVENTS, type KnightsEvent } from './events.ts';
import { ACTIVATE_COST, PROMOTE_COST, RECRUIT_COST } from './costs.ts';
import { recruit, type Knight, type KnightsPart } from './part.ts';
import { chasable } from './sea.ts';

const TYPES: ReadonlySet<string> = new Set(KNIGHTS_EVENTS);
export const isKnightsEvent = (e: { readonly type: string }): e is KnightsEvent => TYPES.has(e.type);

const vertexOf = (d: Draft, key: string): number => indexOf(d).topology.vertexIndex.get(key)!;

/** The knights' part changed (for the progress cards' own knight events too). */
export function updateKnights(d: Draft, change: Partial<KnightsPart>): void {
  const part = ckPart(d);
  setPart(d, CITIES_KNIGHTS, { ...part, knights: { ...part.knights, ...change } });
}

/** The knight at `key` changed (or placed, or taken off with null). */
export function putKnight(d: Draft, key: string, knight: Knight | null): void {
  updateKnights(d, { at: replace(ckPart(d).knights.at, vertexOf(d, key), knight) });
}

/** The knight moved from one intersection to another, lying down after its action. */
function moved(d: Draft, from: string, to: string): void {
  const at = ckPart(d).knights.at.slice();
  const f = vertexOf(d, from);
  at[vertexOf(d, to)] = { ...at[f]!, active: false };
  at[f] = null;
  updateKnights(d, { at });
}

export function evolveKnights(d: Draft, e: KnightsEvent): void {
  const { at, retreat } = ckPart(d).knights;
  const here = (key: string): Knight => at[vertexOf(d, key)]!;
  switch (e.type) {
    case 'KnightRecruited':
      putKnight(d, e.vertex, recruit(e.seat));
      return pay(d, e.seat, RECRUIT_COST, -1);
    case 'KnightPromoted':
      putKnight(d, e.vertex, { ...here(e.vertex), strength: e.strength, promotedTurn: d.turn.number });
      return pay(d, e.seat, PROMOTE_COST, -1);
    case 'KnightActivated':
      putKnight(d, e.vertex, { ...here(e.vertex), active: true, activatedTurn: d.turn.number });
      return pay(d, e.seat, ACTIVATE_COST, -1);
    case 'KnightMoved':
      return moved(d, e.from, e.to);
    case 'KnightDisplaced': {
      const displaced = here(e.to);
      moved(d, e.from, e.to);
      return updateKnights(d, { retreat: e.retreat ? { knight: displaced, from: vertexOf(d, e.to) } : null });
    }
    case 'KnightRetreated':
      putKnight(d, e.vertex, retreat!.knight);
      return updateKnights(d, { retreat: null });
    case 'RobberChased':
      putKnight(d, e.vertex, { ...here(e.vertex), active: false });
      updateKnights(d, { chase: { turn: d.turn.number, piece: chasable(d, vertexOf(d, e.vertex)) ?? 'robber' } });
      d.turn = { ...turnDraft(d.turn), pending: ROBBER };
      return;
    default: {
      const unknown: never = e;
      void unknown;
    }
  }
}
