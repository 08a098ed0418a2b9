// The server's inputs for the progress cards' commands: the Alchemist's event die (the
// production dice are the player's choice; the event die is rolled as with every roll).
import type { Random } from '../../../../shared/random.ts';
import type { CitiesKnightsCommand } from '../commands.ts';

export function progressInputs(c: CitiesKnightsCommand, random: Random): CitiesKnightsCommand {
  if (c.type === 'PlayProgressCard' && c.card === 'alchemist') return { ...c, extra: { event: 1 + Math.floor(random() * 6) } };
  return c;
}
