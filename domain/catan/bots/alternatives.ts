// More of the expert's candidates (a search's `more`): the development cards it could play now,
// and, when it has nothing to build, what else it could do with its turn (a bank trade, an offer
// to the others, or ending it). Each card's details are the good player's choice for it.
import type { Command } from '../base/commands.ts';
import type { Seat } from '../base/types.ts';
import { monopolyChoice, playable, plentyChoice, roadToBuild } from './cards.ts';
import { allowed } from './duty.ts';
import type { Playing } from './outlook.ts';
import type { Plan } from './plan.ts';
import { RESOURCES } from '../base/types.ts';
import { bundleOf, makeOffer, maritimeTrade } from './trade.ts';

/** The cards the seat may play now (before the roll: only a knight). */
export function cardPlays(plan: Plan, beforeRoll: boolean): Command[] {
  const { o } = plan;
  const seat: Seat = o.seat;
  const s = o.s as Playing;
  if (s.turn.devCardPlayed) return [];
  const out: Command[] = [];
  if (playable(o, 'knight')) out.push({ type: 'PlayKnight', seat });
  if (beforeRoll) return out;
  if (playable(o, 'monopoly')) out.push({ type: 'PlayMonopoly', seat, resource: RESOURCES[monopolyChoice(plan).resource] });
  if (playable(o, 'yearOfPlenty')) {
    const p = plentyChoice(plan);
    if (p.cards.some((n) => n > 0)) out.push({ type: 'PlayYearOfPlenty', seat, resources: bundleOf(p.cards) });
  }
  if (playable(o, 'roadBuilding') && s.pieces[seat].roads > 0 && roadToBuild(plan) >= 0) out.push({ type: 'PlayRoadBuilding', seat });
  return out;
}

/** Without a build to weigh: a bank trade, an offer to the others (once a turn), or the turn's end. */
export function turnChoices(plan: Plan): (Command | null)[] {
  const { seat } = plan.o;
  const s = plan.o.s as Playing;
  const offer = s.turn.offers === 0 && allowed(s, seat, 'OfferTrade') ? makeOffer(plan, () => 0.5) : null;
  return [maritimeTrade(plan), offer, { type: 'EndTurn', seat }];
}
