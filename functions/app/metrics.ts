// Operational metrics. Counted in memory as an invocation runs (a map increment on the hot path)
// and flushed once at its end: one line of CloudWatch's Embedded Metric Format per dimension set,
// written by Powertools' Metrics to the function's log, from which CloudWatch makes the metrics
// (no AWS call). Under `npm start` the same lines go to the console at HEXFOLD_LOG=info.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** The namespace the stack's alarms and dashboard read (infra/constructs/monitoring.ts). */
export const METRICS_NAMESPACE = 'Hexfold';
export const METRICS_SERVICE = 'hexfold';

export type CountName =
  | 'CommandsAccepted' | 'CommandsRejected'
  | 'GamesCreated' | 'GamesStarted' | 'GamesFinished' | 'GamesAbandoned'
  | 'SeatsTakenByBots' | 'BotDecisions'
  | 'FramesSent' | 'ConnectionsGone';

/**
 * The dimensions besides the service: the game kind (`catan`, `dice`) for a game's metrics, and
 * a rejection's code family (`game`, `turn`, `auth`…) for rejected commands.
 */
export interface Dimensions {
  readonly kind?: string;
  readonly family?: string;
}

/** The metrics of one dimension set, as flushed. */
export interface MetricGroup {
  readonly dimensions: Dimensions;
  readonly counts: ReadonlyMap<CountName, number>;
  /** Each bot decision's milliseconds, kept one by one (CloudWatch gives their percentiles). */
  readonly botMs: readonly number[];
}

export interface GameMetrics {
  count(name: CountName, dimensions?: Dimensions, n?: number): void;
  botDecision(kind: string, ms: number): void;
  /** Publishes what was counted since the last flush, and forgets it. */
  flush(): void;
}

export const noMetrics: GameMetrics = { count: () => {}, botDecision: () => {}, flush: () => {} };

interface Group {
  readonly dimensions: Dimensions;
  readonly counts: Map<CountName, number>;
  readonly botMs: number[];
}

/** Counts in memory and hands the groups to `publish` at each flush (nothing when nothing was counted). */
export function bufferedMetrics(publish: (groups: readonly MetricGroup[]) => void): GameMetrics {
  let groups = new Map<string, Group>();
  const groupOf = (dimensions: Dimensions): Group => {
    const key = `${dimensions.kind ?? ''}|${dimensions.family ?? ''}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { dimensions, counts: new Map(), botMs: [] }));
    return group;
  };
  return {
    count(name, dimensions = {}, n = 1) {
      if (n === 0) return;
      const { counts } = groupOf(dimensions);
      counts.set(name, (counts.get(name) ?? 0) + n);
    },
    botDecision(kind, ms) {
      const group = groupOf({ kind });
      group.counts.set('BotDecisions', (group.counts.get('BotDecisions') ?? 0) + 1);
      group.botMs.push(Math.round(ms * 1000) / 1000);
    },
    flush() {
      if (groups.size === 0) return;
      const flushed = [...groups.values()];
      groups = new Map();
      publish(flushed);
    },
  };
}

/** Bot decisions' milliseconds are published under this name. */
export const BOT_DECISION_MS = 'BotDecisionMs';

/** The Embedded Metric Format publisher: one line per group, through Powertools' Metrics. */
export function emfMetrics(namespace = process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE): GameMetrics {
  const emf = new Metrics({ namespace, serviceName: process.env.POWERTOOLS_SERVICE_NAME || METRICS_SERVICE });
  return bufferedMetrics((groups) => {
    for (const { dimensions, counts, botMs } of groups) {
      if (dimensions.kind) emf.addDimension('kind', dimensions.kind);
      if (dimensions.family) emf.addDimension('family', dimensions.family);
      for (const [name, value] of counts) emf.addMetric(name, MetricUnit.Count, value);
      for (const ms of botMs) emf.addMetric(BOT_DECISION_MS, MetricUnit.Milliseconds, ms);
      emf.publishStoredMetrics();
    }
  });
}

/** A rejection code's family: the part before the slash (`turn/not-your-turn` → `turn`). */
export const familyOf = (code: string): string => code.split('/', 1)[0] || 'unknown';
