// A seat played from the test by a policy of its own (not the random bot): it takes a free seat
// over the shared WebSocket test client, follows the game with its seat token (its own view, as a
// browser does) and, whenever the game waits for it, sends what `choose` picks from its legal
// commands, one at a time. For tests that need the other seats out of the way of a person's plan.
import { awaitedSeats, legalCommands, nextActor, type Command, type State } from '../../../domain/catan/index.ts';
import { toClientCommand } from '../../../web/src/lib/protocol.ts';
import { TestClient } from '../../support/ws-client.ts';

export type Policy = (s: State, seat: number, legal: readonly Command[]) => Command | null;

export class ScriptedSeat {
  private inFlight = false;
  private stopped = false;
  /** Commands refused by the server (a policy's mistake, or a race): the test may look. */
  readonly refused: string[] = [];

  private constructor(readonly client: TestClient, readonly gameId: string, readonly seat: number, readonly seatToken: string, private readonly choose: Policy) {
    client.onMessage(() => setTimeout(() => void this.act(), 0));
  }

  get state(): State {
    return this.client.view(this.gameId).state;
  }

  /** Joins a free seat as `name`, follows the game from its start and plays by `choose`. */
  static async join(wsUrl: string, gameId: string, name: string, choose: Policy): Promise<ScriptedSeat> {
    const client = await TestClient.connect(wsUrl);
    const joined = await client.ask({ type: 'joinGame', gameId, name }, 'joined');
    const seat = new ScriptedSeat(client, gameId, joined.seat, joined.seatToken, choose);
    await client.follow({ type: 'resume', gameId, seatToken: joined.seatToken, lastVersion: 0 });
    void seat.act();
    return seat;
  }

  private async act(): Promise<void> {
    const s = this.state;
    if (this.stopped || this.inFlight || s.phase === 'finished' || s.phase === 'none') return;
    if (nextActor(s) !== this.seat && !awaitedSeats(s).includes(this.seat)) return;
    const legal = legalCommands(s, this.seat);
    const command = legal.length === 0 ? null : this.choose(s, this.seat, legal);
    if (command === null) return;
    this.inFlight = true;
    let wait = 0;
    try {
      // (a seat stopped while its command is in flight: its connection closes, nothing to answer)
      const reply = await this.client.command(this.gameId, this.seatToken, toClientCommand(command) as Command).catch((e: unknown) => {
        if (!this.stopped) throw e;
        return null;
      });
      if (reply === null) return;
      if (reply.type === 'error') {
        this.refused.push(`${command.type}: ${String(reply.code)}`);
        wait = 250;
      } else {
        // The item it made: folded before the next move is chosen.
        await this.client.until(() => this.state !== s, 5000, 'its move').catch(() => undefined);
      }
    } finally {
      this.inFlight = false;
    }
    setTimeout(() => void this.act(), wait);
  }

  stop(): void {
    this.stopped = true;
    void this.client.close();
  }
}
