// English, Seafarers: ships, the pirate, gold fields, fog and islands (the glossary's terms).
export const seafarers = {
  'log.FogStacked': 'The fog hexes and their numbers were shuffled face down.',
  'log.ShipBuilt': '{name} built a ship.',
  'log.ShipPlaced': '{name} placed a ship.',
  'log.ShipMoved': '{name} moved a ship.',
  'log.PirateMoved': '{name} moved the pirate.',
  'log.FogRevealed': '{name} found {terrain} in the fog.',
  'log.FogRevealedPaid': '{name} found {terrain} in the fog and took {res}.',
  'log.GoldOwed': '{name} may pick {count} from the gold fields.',
  'log.GoldPicked': '{name} picked {res} for gold.',
  'log.HomeIslandSettled': '{name} settled a home island.',
  'log.IslandBonusTaken': '{name} settled a foreign island: +{points} points.',
};
