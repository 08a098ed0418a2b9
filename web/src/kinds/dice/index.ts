// The dice game's table for the page: the table (its stylesheet comes with it), the log, and the
// commands the table sends.
export { DiceTable, type DiceTableProps } from './DiceTable.tsx';
export { DiceLog } from './DiceLog.tsx';
export { describeDiceEvent, logWords } from './describe.ts';
export { toClient, type DiceClientCommand } from './commands.ts';
