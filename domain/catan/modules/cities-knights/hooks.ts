// Cities & Knights' hooks over the rules without it (RULES.md §7.2): 13 points to win and the
// points of metropolises, Defenders and progress cards; no development cards; the second set-up
// settlement a city; cities' commodities, traded between players too (trade.ts); commodities
// counted for a 7 and the robber; walls raising the hand limit; the event die before production;
// the robber asleep until the first attack; the table waiting for the barbarians' choices and
// the aqueduct's picks; the knights' hooks (knights/hooks.ts) beneath.
import type { Extend } from '../../base/hooks.ts';
import { isAnswerKind } from '../../base/registry.ts';
import { reject } from '../../base/rejections.ts';
import { CITIES_KNIGHTS_COMMANDS } from './commands.ts';
import type { Table } from '../../base/state.ts';
import type { Seat } from '../../base/types.ts';
import { eventDie } from './barbarians.ts';
import { cardCount, handLimit, steal } from './hand.ts';
import { ckPart, hasCitiesKnights, KNIGHTS_VICTORY_POINTS } from './part.ts';
import { afterProduction, cityYield } from './production.ts';
import { knightsExtend } from './knights/hooks.ts';
import { progressPoints } from './progress/part.ts';
import { canBuy } from './improvements.ts';
import { progressAllows, progressRate } from './progress/table.ts';
import { commoditiesTraded, tradeCommodities } from './trade.ts';

const DEV_KINDS: ReadonlySet<string> = new Set(['BuyDevelopmentCard', 'PlayKnight', 'PlayRoadBuilding', 'PlayYearOfPlenty', 'PlayMonopoly']);
const TABLE_KINDS: ReadonlySet<string> = new Set(['CreateGame', 'ClaimSeat', 'MarkReady', 'TakeOverSeat', 'ReturnToSeat']);
const OURS: ReadonlySet<string> = new Set(CITIES_KNIGHTS_COMMANDS);
/** Another installed module's answer (RuleModule.answerCommands). */
const othersAnswer = (kind: string): boolean => isAnswerKind(kind) && !OURS.has(kind);

/** The points of the seat's metropolises (2 each), Defenders of Catan and progress cards. */
export function knightsPoints(s: Table, seat: Seat): number {
  // A game folded up to GameCreated alone (a replay's position) has no part yet.
  if (!hasCitiesKnights(s)) return 0;
  const p = ckPart(s);
  return 2 * p.metropolis.filter((m) => m?.seat === seat).length + p.defenders[seat] + progressPoints(p.progress, seat);
}

const core: Extend = (inner) => ({
  ...inner,
  // With Seafarers, its scenario's target and two more (RULES.md §7.2.10).
  victoryPoints: (s) => (s.modules.includes('seafarers') ? inner.victoryPoints(s) + 2 : KNIGHTS_VICTORY_POINTS),
  extraPoints: (s, seat) => inner.extraPoints(s, seat) + knightsPoints(s, seat),
  afterSetupSettlement: (s, seat, second, vertex) => [
    ...inner.afterSetupSettlement(s, seat, second, vertex), ...(second ? [{ type: 'SetupCityFounded', seat, vertex } as const] : []),
  ],
  bankRate: (s, seat, give, ratio) => Math.min(inner.bankRate(s, seat, give, ratio), progressRate(s, seat, give)),
  cityYield: (s, h) => Math.min(inner.cityYield(s, h), cityYield(s, h)),
  tradeGoods: (s, seat, give, want) => tradeCommodities(inner, s, seat, give, want),
  goodsTraded: (s, seat, partner, goods) => commoditiesTraded(inner, s, seat, partner, goods),
  cardCount: (s, seat) => cardCount(s, seat),
  handLimit: (s, seat) => handLimit(s, seat),
  robberAwake: (s) => ckPart(s).attacks > 0 && inner.robberAwake(s),
  steal,
  beforeProduction: (s, dice, extra) => {
    const first = inner.beforeProduction(s, dice, extra);
    const mine = eventDie(s, dice, extra?.event);
    return { events: [...first.events, ...mine.events], defer: first.defer || mine.defer };
  },
  afterRoll: (s, dice, gains, extra) => {
    const others = inner.afterRoll(s, dice, gains, extra);
    return [...others, ...afterProduction(s, dice[0] + dice[1], gains, others)];
  },
  affordsMore: (s, seat) => inner.affordsMore(s, seat) || canBuy(s, seat),
  allows(s, seat, kind) {
    if (DEV_KINDS.has(kind)) return reject('cities-knights/no-development-cards');
    const part = ckPart(s);
    if (!TABLE_KINDS.has(kind)) {
      if (part.losing.length > 0 && kind !== 'LoseCity') return reject('cities-knights/choices-pending');
      // Another module's answer (Seafarers' gold) comes first (it waits for nothing of ours), then the aqueduct's resources.
      if (part.aqueduct.some((n) => n > 0) && kind !== 'PickAqueduct' && !othersAnswer(kind)) return reject('cities-knights/aqueduct-pending');
    }
    return progressAllows(s, seat, kind) ?? inner.allows(s, seat, kind);
  },
});

/** The module's hooks: the core's over the knights' (knights/hooks.ts). */
export const citiesKnights: Extend = (inner) => core(knightsExtend(inner));
