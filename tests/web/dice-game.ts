// Dice games at chosen moments, for the dice table's tests: commands decided and folded one by
// one, with the dice's faces given (the server's input), so every moment is exact.
import {
  decide, fold, initialState, legalCommands, type DiceCommand, type DiceEvent, type DiceState, type Face, type Side,
} from '../../domain/dice/index.ts';

export class DiceGame {
  events: DiceEvent[] = [];
  state: DiceState = initialState();

  constructor(side: Side, names: readonly string[], bots: readonly boolean[] = []) {
    this.do({ type: 'CreateDiceGame', side, players: names.length });
    names.forEach((name, seat) => this.do(bots[seat] ? { type: 'ClaimSeat', seat, name, bot: true, level: 'good' } : { type: 'ClaimSeat', seat, name }));
  }

  do(command: DiceCommand): this {
    const decision = decide(command, this.state);
    if (!decision.ok) throw new Error(`${command.type} refused: ${decision.rejection.code}`);
    this.events.push(...decision.events);
    this.state = fold(decision.events, this.state);
    return this;
  }

  get seat(): number {
    if (this.state.phase !== 'playing') throw new Error('not playing');
    return this.state.turn.seat;
  }

  /** The turn's seat rolls these faces (every die on the first roll; the dice not kept after). */
  roll(faces: readonly Face[], keep?: readonly boolean[]): this {
    return this.do({ type: 'Roll', seat: this.seat, keep: keep ?? faces.map(() => false), faces });
  }

  build(...structures: string[]): this {
    for (const structure of structures) this.do({ type: 'Build', seat: this.seat, structure });
    return this;
  }

  end(): this {
    return this.do({ type: 'EndTurn', seat: this.seat });
  }

  /** The turn's seat rolls and passes (a turn of the other seats). */
  pass(faces: readonly Face[]): this {
    return this.roll(faces).end();
  }

  legal(seat: number): DiceCommand[] {
    return legalCommands(this.state, seat);
  }
}

export const KNIGHTS: readonly Face[] = ['ore', 'wool', 'grain', 'ore', 'wool', 'grain'];
export const IDLE: readonly Face[] = ['gold', 'ore', 'ore', 'ore', 'ore', 'gold'];
