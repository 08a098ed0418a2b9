// Seafarers' hex kinds: the sea, the gold field (1 resource of the owner's choice per settlement,
// 2 per city) and a fog space (an empty place filled from the face-down stack when reached); and
// its scenarios, each a board kind.
import type { ScenarioId } from './maps.ts';

declare module '../../base/types.ts' {
  interface ModuleTerrains { 'seafarers': 'sea' | 'gold' | 'fog' }
  interface ModuleBoardKinds { 'seafarers': ScenarioId }
}
