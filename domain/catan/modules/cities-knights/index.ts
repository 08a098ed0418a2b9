// Module `cities-knights` (seed 002; RULES.md §7.2): commodities, city improvements and
// metropolises, walls, the event die and the barbarians, knights (knights/) and progress cards
// (progress/), on the base game's boards. The core's rules are in this folder's files; the areas
// add their commands, events, legal moves, bot hints and notation through the files named here.
import type { InPhase, Viewer } from '../../base/state.ts';
import type { RuleModule } from '../../base/module.ts';
import { citiesKnightsDuty, citiesKnightsMove } from './bot.ts';
import { commodityGain, spareCommodity } from './bot-trade.ts';
import { CITIES_KNIGHTS_REJECTIONS } from './codes.ts';
import { CITIES_KNIGHTS_ANSWERS, CITIES_KNIGHTS_COMMANDS, type CitiesKnightsCommand } from './commands.ts';
import { decideCitiesKnights } from './decide.ts';
import { CITIES_KNIGHTS_EVENTS, type CitiesKnightsEvent } from './events.ts';
import { evolveCitiesKnights } from './evolve.ts';
import { citiesKnights } from './hooks.ts';
import { citiesKnightsAwaited, citiesKnightsLegal } from './legal.ts';
import { citiesKnightsToken, readCitiesKnights } from './notation.ts';
import { CITIES_KNIGHTS, redactPart } from './part.ts';
import { PROGRESS_DECKS_CREATED } from './progress/created.ts';
import { redactProgressEvent, redactProgressIn, sampleProgressIn } from './progress/hidden.ts';
import { isProgressEvent } from './progress/evolve.ts';
import { progressInputs } from './progress/inputs.ts';
import { progressAwaited } from './progress/table.ts';

export { CITIES_KNIGHTS, ckPart, hasCitiesKnights, BARBARIAN_STEPS, KNIGHTS_VICTORY_POINTS, type CitiesKnightsPart } from './part.ts';
export { COMMODITIES, commodityTotal, commoditySupply, type Commodity, type CommodityHand, type CommodityBundle } from './commodities.ts';
export { TRACKS, TRACK_COMMODITY, faceOf, drawsOnGate, type Track, type EventFace } from './tracks.ts';
export { knightsPoints } from './hooks.ts';
export { barbarianStrength } from './barbarians.ts';
export { exchangeRate, handLimit, cardCount } from './hand.ts';
export type { CitiesKnightsCommand } from './commands.ts';
export type { CitiesKnightsEvent } from './events.ts';

function redact(e: CitiesKnightsEvent, viewer: Viewer): CitiesKnightsEvent {
  if (isProgressEvent(e)) return redactProgressEvent(e, viewer);
  // A stolen commodity is named to the thief and the victim alone.
  if (e.type === 'CommodityStolen' && viewer !== 'all' && viewer !== e.thief && viewer !== e.victim && e.commodity !== null) return { ...e, commodity: null };
  return e;
}

export const CITIES_KNIGHTS_MODULE: RuleModule<CitiesKnightsCommand, CitiesKnightsEvent> = {
  id: CITIES_KNIGHTS,
  role: 'expansion',
  rejections: CITIES_KNIGHTS_REJECTIONS,
  extend: citiesKnights,
  commandTypes: CITIES_KNIGHTS_COMMANDS,
  answerCommands: CITIES_KNIGHTS_ANSWERS,
  eventTypes: CITIES_KNIGHTS_EVENTS,
  // With Seafarers (on its scenarios' maps, 3–4 players) and at 5–6 with either turn rule; no
  // source combines it with the Catan Plus mini-expansions or the Harbormaster.
  combines: ['seafarers'],
  buildingCommands: ['BuyImprovement', 'BuildWall', 'RecruitKnight', 'PromoteKnight', 'ActivateKnight'],
  decide: decideCitiesKnights,
  // The event die, rolled with the red (the first) and the yellow die.
  rollInputs: (random) => ({ event: 1 + Math.floor(random() * 6) }),
  created: (e, random) => [{ type: 'CitiesKnightsBegun' }, PROGRESS_DECKS_CREATED(random)],
  inputs: progressInputs,
  evolve: evolveCitiesKnights,
  redact,
  redactPart: (part, viewer) => redactProgressIn(redactPart(part, viewer), viewer),
  samplePart: (part, _view, seat, random) => sampleProgressIn(part, seat, random),
  token: citiesKnightsToken,
  read: readCitiesKnights,
  legal: citiesKnightsLegal,
  awaited: (s: InPhase<'playing'>) => citiesKnightsAwaited(s) ?? progressAwaited(s),
  botDuty: citiesKnightsDuty,
  botMove: citiesKnightsMove,
  botGoodsGain: commodityGain,
  botSpareGoods: spareCommodity,
};
