// What a seat may do with its helper now: the commands `legalCommands` should add. Candidates
// are listed per ability, then kept only when decideHelpers accepts them, so this list and the
// decisions never disagree. Each use is listed once, with the first of `helperExchanges` as its
// `then` (flipping when the card is on side A); a client or bot may send any other of them.
import type { InPhase, State } from '../../base/state.ts';
import { indexOf } from '../../base/state.ts';
import { RESOURCES, DEV_CARDS, type Resource, type Seat } from '../../base/types.ts';
import { canSettle, roadSpotEdges } from '../../base/rules/placement.ts';
import { replace } from '../../base/draft.ts';
import { rulesOf } from '../../base/registry.ts';
import type { AfterUse, HelperUse, HelpersCommand } from './commands.ts';
import { decideHelpers } from './decide.ts';
import { isEndRoad } from './abilities.ts';
import { helpersPart } from './state.ts';

type Playing = InPhase<'playing'>;

/** What the seat may do with its card after a use: flip it (side A), or take one of the display. */
export function helperExchanges(s: State, seat: Seat): AfterUse[] {
  if (s.phase !== 'playing') return [];
  const part = helpersPart(s);
  const held = part.held[seat];
  if (!held) return [];
  return [...(held.side === 'A' ? ['flip' as const] : []), ...part.display];
}

function choices(p: Playing, seat: Seat): HelpersCommand[] {
  const choice = helpersPart(p).choice;
  if (choice === null || choice.seat !== seat) return [];
  if (choice.kind === 'noblewoman') {
    const hand = choice.hand ?? p.hands[choice.target];
    return RESOURCES.filter((r) => (hand[r] ?? 0) > 0).map((card) => ({ type: 'ChooseHelperCard', seat, card }));
  }
  return DEV_CARDS.filter((c) => choice.cards.includes(c)).map((card) => ({ type: 'ChooseHelperCard', seat, card }));
}

const others = (p: Playing, seat: Seat): Seat[] => Array.from({ length: p.players }, (_, s) => s).filter((s) => s !== seat);

function candidates(p: Playing, seat: Seat): HelperUse[] {
  const held = helpersPart(p).held[seat]!;
  const t = indexOf(p).topology;
  switch (held.helper) {
    case 'merchant': {
      const out: HelperUse[] = [];
      const rest = others(p, seat);
      for (const resource of RESOURCES) {
        for (const give of RESOURCES) {
          for (const o of rest) out.push({ helper: 'merchant', resource, from: [{ seat: o, give }] });
          rest.forEach((a, i) => rest.slice(i + 1).forEach((b) => out.push({ helper: 'merchant', resource, from: [{ seat: a, give }, { seat: b, give }] })));
        }
      }
      return out;
    }
    case 'mendicant':
      return roadSpotEdges(p, seat).flatMap((e) => (['brick', 'lumber'] as const).flatMap((instead) =>
        RESOURCES.filter((pay) => pay !== instead).map((pay): HelperUse => ({ helper: 'mendicant', edge: t.edges[e], instead, pay }))));
    case 'mayor':
      return RESOURCES.map((resource) => ({ helper: 'mayor', resource }));
    case 'general':
      return [{ helper: 'general' }, ...RESOURCES.map((resource): HelperUse => ({ helper: 'general', resource }))];
    case 'explorer':
      return t.edges.flatMap((from, e) => {
        if (!isEndRoad(p, seat, e)) return [];
        const without = { ...p, roads: replace(p.roads, e, -1) };
        return roadSpotEdges(without, seat).filter((f) => f !== e).map((f): HelperUse => ({ helper: 'explorer', from, to: t.edges[f] }));
      });
    case 'architect':
      return [{ helper: 'architect' }, ...(['wool', 'grain', 'ore'] as const).flatMap((instead) =>
        RESOURCES.filter((pay) => pay !== instead).map((pay): HelperUse => ({ helper: 'architect', instead, pay })))];
    case 'robberBride':
      return p.board.tiles.filter((tile) => tile.terrain === 'desert').map((tile) => ({ helper: 'robberBride', hex: tile.hex }));
    case 'captain':
      return RESOURCES.map((resource: Resource) => ({ helper: 'captain', resource }));
    case 'priest': {
      const out: HelperUse[] = [];
      for (const knight of ['hand', 'table'] as const) {
        t.vertices.forEach((vertex, v) => {
          const b = p.buildings[v];
          if (b === null && canSettle(p, seat, v)) out.push({ helper: 'priest', build: 'settlement', vertex, knight });
          if (b !== null && b.seat === seat && b.kind === 'settlement') out.push({ helper: 'priest', build: 'city', vertex, knight });
        });
      }
      return out;
    }
    case 'noblewoman':
      return others(p, seat).map((target) => ({ helper: 'noblewoman', target }));
  }
}

/** Draws that let decide judge an Architect's use (the real ones are the server's input). */
const PROBE = [0, 0, 0];

export function legalHelperCommands(s: State, seat: Seat): HelpersCommand[] {
  if (s.phase !== 'playing' || rulesOf(s).buildOnly(s)) return [];
  const part = helpersPart(s);
  if (part.choice !== null) return choices(s, seat);
  const held = part.held[seat];
  const then = helperExchanges(s, seat)[0];
  if (!held || then === undefined || held.received === s.turn.number || held.used === s.turn.number) return [];
  const out: HelpersCommand[] = [];
  for (const use of candidates(s, seat)) {
    const probe = use.helper === 'architect' ? { ...use, draws: PROBE } : use;
    if (decideHelpers({ type: 'UseHelper', seat, use: probe, then }, s).ok) out.push({ type: 'UseHelper', seat, use, then });
  }
  return out;
}
