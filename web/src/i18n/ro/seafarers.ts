// Română, Navigatorii: corăbii, piratul, câmpuri de aur, ceață și insule.
import type { seafarers as en } from '../en/seafarers.ts';

export const seafarers: Readonly<Record<keyof typeof en, string>> = {
  'log.FogStacked': 'Hexagoanele din ceață și numerele lor au fost amestecate cu fața în jos.',
  'log.ShipBuilt': '{name} a construit o corabie.',
  'log.ShipPlaced': '{name} a așezat o corabie.',
  'log.ShipMoved': '{name} a mutat o corabie.',
  'log.PirateMoved': '{name} a mutat piratul.',
  'log.FogRevealed': '{name} a descoperit {terrain} în ceață.',
  'log.FogRevealedPaid': '{name} a descoperit {terrain} în ceață și a primit {res}.',
  'log.GoldOwed': '{name} poate alege {count} din câmpurile de aur.',
  'log.GoldPicked': '{name} a ales {res} pentru aur.',
  'log.HomeIslandSettled': '{name} a întemeiat o așezare pe o insulă natală.',
  'log.IslandBonusTaken': '{name} a întemeiat o așezare pe o insulă străină: +{points} puncte.',
};
