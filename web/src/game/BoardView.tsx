// The board of a live game: the spots of the move at hand come from the domain's legal
// commands (and the build mode chosen); picking one sends its command.
import { useComputed } from '@preact/signals';
import { Board } from '../board/Board.tsx';
import { recentMove } from '../board/Recent.tsx';
import { boardLayout } from '../board/layout.ts';
import type { SpotKind } from '../board/Spots.tsx';
import { hexName } from '../i18n/describe.ts';
import { lang, t, type MessageKey } from '../i18n/index.ts';
import type { Command } from '../lib/domain.ts';
import { toClientCommand } from '../lib/protocol.ts';
import { useGame } from './context.ts';
import type { TableState } from './derived.ts';
import { planSpots, spotKey } from './spots.ts';

export function BoardView({ table }: { table: TableState }) {
  const { game, actions, ui } = useGame();
  const plan = useComputed(() => {
    void lang.value;
    const s = game.state.value;
    if (s.phase === 'none' || game.pending.value.length > 0) return planSpots([], null, null as never);
    const layout = boardLayout(s.board, s.players);
    const around = (hexes: readonly string[] | undefined) => (hexes ?? []).map((h) => hexName(s.board, h, t)).join(', ');
    const cmd = (type: Command['type']) => t(`cmd.${type}` as MessageKey);
    return planSpots(game.legal.value, ui.mode.value, {
      vertex: (key, type) => `${cmd(type)}: ${t('where.vertex', { hexes: around(layout.vertexHexes.get(key)) })}`,
      edge: (key, type) => `${cmd(type)}: ${t('where.edge', { hexes: around(layout.edgeHexes.get(key)) })}`,
      hex: (key, type) => `${cmd(type)}: ${hexName(s.board, key, t)}`,
    });
  });
  const onSpot = (kind: SpotKind, key: string) => {
    const commands = plan.value.commands.get(spotKey(kind, key)) ?? [];
    if (commands.length === 0) return;
    if (commands[0].type === 'MoveRobber' && commands.length > 1) {
      ui.robberHex.value = key;
      return;
    }
    ui.mode.value = null;
    actions.command(toClientCommand(commands[0]));
  };
  const recent = useComputed(() => {
    const items = game.items.value;
    const last = items[items.length - 1];
    return last ? recentMove(last.version, last.events) : null;
  });
  return <Board table={table} t={t} spots={plan.value.spots} onSpot={onSpot} recent={recent.value} />;
}
