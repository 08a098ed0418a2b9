// Português, Navegadores: barcos, o pirata, hexágonos de ouro, nevoeiro e ilhas (termos do glossário).
import type { seafarers as en } from '../en/seafarers.ts';

export const seafarers: Readonly<Record<keyof typeof en, string>> = {
  'log.FogStacked': 'Os hexágonos de nevoeiro e as suas fichas foram baralhados virados para baixo.',
  'log.ShipBuilt': '{name} construiu um barco.',
  'log.ShipPlaced': '{name} colocou um barco.',
  'log.ShipMoved': '{name} moveu um barco.',
  'log.PirateMoved': '{name} moveu o pirata.',
  'log.FogRevealed': '{name} descobriu {terrain} no nevoeiro.',
  'log.FogRevealedPaid': '{name} descobriu {terrain} no nevoeiro e recebeu {res}.',
  'log.GoldOwed': '{name} pode escolher {count} dos hexágonos de ouro.',
  'log.GoldPicked': '{name} escolheu {res} pelo ouro.',
  'log.HomeIslandSettled': '{name} fundou uma aldeia numa ilha natal.',
  'log.IslandBonusTaken': '{name} fundou uma aldeia numa ilha estrangeira: +{points} pontos.',
};
