// The server's inputs for the progress cards' commands: the Alchemist's event die (the
// production dice are the player's choice; the event die is rolled as with every roll), and the
// Bishop's draws (one per seat, each read as the robber's draw from that seat's cards).
import type { Random } from '../../../../shared/random.ts';
import type { CitiesKnightsCommand } from '../commands.ts';

/** The most seats at a table: the Bishop draws one per seat. */
const MOST_SEATS = 6;

export function progressInputs(c: CitiesKnightsCommand, random: Random): CitiesKnightsCommand {
  if (c.type === 'PlayProgressCard' && c.card === 'alchemist') return { ...c, extra: { event: 1 + Math.floor(random() * 6) } };
  if (c.type === 'PlayProgressCard' && c.card === 'bishop') return { ...c, draws: Array.from({ length: MOST_SEATS }, () => random()) };
  return c;
}
