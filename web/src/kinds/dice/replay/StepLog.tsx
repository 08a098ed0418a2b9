// The dice game's log in the replay: the lines up to the position, the move that led to it marked
// (the names from the end, where every seat is taken).
import { DiceLog } from '../DiceLog.tsx';
import { stepEvents, type DiceReplayModel } from './model.ts';

export function StepLog({ model, position }: { model: DiceReplayModel; position: number }) {
  const { from, to } = stepEvents(model, position);
  return <DiceLog events={model.events.slice(0, to)} state={model.states[model.end]} currentFrom={from} extraClass="dgr-log" />;
}
