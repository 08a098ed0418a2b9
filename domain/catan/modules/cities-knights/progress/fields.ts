// Cities & Knights: the progress area's events in the notation (see ../codec.ts).
import type { FieldTable } from '../codec.ts';
import type { ProgressEvent } from './events.ts';

export const PROGRESS_FIELDS: Readonly<Record<ProgressEvent['type'], FieldTable[string]>> = {
  ProgressDecksShuffled: [['decks', 'json']],
  ProgressCardDrawn: [['seat', 'n'], ['track', 's'], ['card', 's?'], ['reason', 's']],
  ProgressCardPlayed: [['seat', 'n'], ['card', 's']],
  ProgressCardDiscarded: [['seat', 'n'], ['track', 's'], ['card', 's?']],
  MerchantPlaced: [['seat', 'n'], ['hex', 's']],
  FleetNamed: [['seat', 'n'], ['card', 's']],
  CardsTaken: [['seat', 'n'], ['from', 'n'], ['resources', 'b'], ['commodities', 'c']],
  KnightsEncouraged: [['seat', 'n']],
  HarvestTaken: [['seat', 'n'], ['resource', 's'], ['count', 'n']],
  ProgressPaid: [['seat', 'n'], ['resources', 'b']],
  RoadsGranted: [['seat', 'n'], ['roads', 'n']],
  CardsOwed: [['owing', 'json']],
  ProgressHandShown: [['seat', 'n'], ['victim', 'n'], ['cards', 'json']],
  ProgressCardTaken: [['seat', 'n'], ['victim', 'n'], ['card', 's?']],
  HandLookedAt: [['seat', 'n'], ['victim', 'n'], ['count', 'n'], ['resources', 'json'], ['commodities', 'json']],
  TokensSwapped: [['seat', 'n'], ['hexes', 'json']],
  DesertionAsked: [['seat', 'n'], ['victim', 'n']],
  KnightDeserted: [['seat', 'n'], ['vertex', 's'], ['by', 'n'], ['place', 'bool']],
  DeserterPlaced: [['seat', 'n'], ['vertex', 's?'], ['strength', 'n']],
  KnightIntrigued: [['seat', 'n'], ['vertex', 's'], ['owner', 'n'], ['retreat', 'bool']],
  RoadRemoved: [['seat', 'n'], ['owner', 'n'], ['edge', 's'], ['piece', 's']],
  HarborOpened: [['seat', 'n']],
  HarborOffered: [['seat', 'n'], ['to', 'n'], ['resource', 's']],
  HarborTraded: [['seat', 'n'], ['to', 'n'], ['resource', 's'], ['commodity', 's?']],
  CardsHandedOver: [['seat', 'n'], ['to', 'json'], ['resources', 'json'], ['commodities', 'json'], ['counts', 'ns'], ['taken', 'json']],
};
