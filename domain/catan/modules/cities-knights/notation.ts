// Cities & Knights in the notation: each event's fields in order (codec.ts), the core's here and
// the knights' and progress cards' from their folders.
import { decode, encode, wordsOf, type FieldTable } from './codec.ts';
import type { CitiesKnightsEvent, CoreEvent } from './events.ts';
import { KNIGHTS_FIELDS } from './knights/fields.ts';
import { PROGRESS_FIELDS } from './progress/fields.ts';

const CORE_FIELDS: Readonly<Record<CoreEvent['type'], FieldTable[string]>> = {
  CitiesKnightsBegun: [],
  SetupCityFounded: [['seat', 'n'], ['vertex', 's']],
  CommoditiesProduced: [['gains', 'cs']],
  BarbariansAdvanced: [['position', 'n']],
  BarbariansAttacked: [['strength', 'n'], ['defence', 'ns'], ['won', 'bool']],
  CitiesToLose: [['seats', 'ns'], ['dice', 'ns'], ['extra', 'rec']],
  CityPillaged: [['seat', 'n'], ['vertex', 's']],
  RollResumed: [],
  DefenderAwarded: [['seat', 'n']],
  DefendersTied: [['seats', 'ns']],
  ImprovementBought: [['seat', 'n'], ['track', 's'], ['level', 'n'], ['paid', 'n']],
  MetropolisTaken: [['seat', 'n'], ['track', 's'], ['vertex', 's']],
  WallBuilt: [['seat', 'n'], ['vertex', 's']],
  CardsDiscarded: [['seat', 'n'], ['resources', 'b'], ['commodities', 'c']],
  CommodityStolen: [['thief', 'n'], ['victim', 'n'], ['commodity', 's?']],
  CardsExchanged: [['seat', 'n'], ['give', 's'], ['count', 'n'], ['receive', 's']],
  CommoditiesTraded: [['seat', 'n'], ['partner', 'n'], ['give', 'c'], ['want', 'c']],
  AqueductOwed: [['seats', 'ns']],
  AqueductPicked: [['seat', 'n'], ['resource', 's']],
};

const FIELDS: FieldTable = { ...CORE_FIELDS, ...KNIGHTS_FIELDS, ...PROGRESS_FIELDS };
const WORDS = wordsOf(FIELDS);

export const citiesKnightsToken = (e: CitiesKnightsEvent): string => encode(FIELDS, e);
export const readCitiesKnights = (word: string, a: readonly string[]): CitiesKnightsEvent | null => decode<CitiesKnightsEvent>(FIELDS, WORDS, word, a);
