import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { HandlerFunction } from './handler-function.ts';
import type { WakeScheduler } from './scheduler.ts';

const FIVE_MINUTES = Duration.minutes(5);
/** The operations the handlers call (an alarm's math expression takes at most 10 metrics). */
export const TABLE_OPERATIONS = [
  dynamodb.Operation.PUT_ITEM, dynamodb.Operation.GET_ITEM, dynamodb.Operation.UPDATE_ITEM, dynamodb.Operation.DELETE_ITEM, dynamodb.Operation.QUERY,
];

export interface MonitoringDashboardProps {
  /** The game metrics' namespace. */
  readonly namespace: string;
  readonly alarms: readonly cloudwatch.IAlarm[];
  readonly functions: readonly (readonly [string, HandlerFunction])[];
  /** A metric of the WebSocket API's stage. */
  readonly api: (metricName: string, statistic: string) => cloudwatch.IMetric;
  readonly scheduler: WakeScheduler;
  readonly tables: readonly dynamodb.Table[];
}

/**
 * One dashboard: the alarms' states, the game metrics (one line per game kind, found by a SEARCH
 * so that a new kind or rejection family appears without a deploy), then the handlers, the API,
 * the wake queue and the tables.
 */
export class MonitoringDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringDashboardProps) {
    super(scope, id);
    const { namespace, functions, api, scheduler, tables } = props;
    /** Every series of a game metric, by its dimensions (`kind`, and `family` for rejections). */
    const game = (metricName: string, dimensions: string, statistic = 'Sum') => new cloudwatch.MathExpression({
      expression: `SEARCH('{${namespace},${dimensions}} MetricName="${metricName}"', '${statistic}', ${FIVE_MINUTES.toSeconds()})`,
      label: '', period: FIVE_MINUTES,
    });
    const graph = (title: string, left: cloudwatch.IMetric[], width = 8) => new cloudwatch.GraphWidget({ title, left, width, height: 6 });
    const byFunction = (metric: (h: HandlerFunction) => cloudwatch.IMetric) => functions.map(([, h]) => metric(h));

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    this.dashboard.addWidgets(new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 4 }));
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({ markdown: `## Games (namespace \`${namespace}\`, by game kind)`, width: 24, height: 1 }),
    );
    this.dashboard.addWidgets(
      graph('Commands accepted', [game('CommandsAccepted', 'kind,service')]),
      graph('Commands rejected, by code family', [game('CommandsRejected', 'family,kind,service')]),
      graph('Games created, started, finished, abandoned', ['GamesCreated', 'GamesStarted', 'GamesFinished', 'GamesAbandoned'].map((m) => game(m, 'kind,service'))),
    );
    this.dashboard.addWidgets(
      graph('Seats taken over by bots; bot decisions', [game('SeatsTakenByBots', 'kind,service'), game('BotDecisions', 'kind,service')]),
      graph('Bot decision ms (p50, p99)', [game('BotDecisionMs', 'kind,service', 'p50'), game('BotDecisionMs', 'kind,service', 'p99')]),
      graph('Frames sent; connections gone', [game('FramesSent', 'service'), game('ConnectionsGone', 'service')]),
    );
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({ markdown: '## Handlers, API, wake queue, tables', width: 24, height: 1 }),
    );
    const labelled = (metric: cloudwatch.Metric, label: string) => metric.with({ label });
    this.dashboard.addWidgets(
      graph('Lambda errors', functions.map(([name, h]) => labelled(h.function.metricErrors({ period: FIVE_MINUTES }), name)), 6),
      graph('Lambda throttles', functions.map(([name, h]) => labelled(h.function.metricThrottles({ period: FIVE_MINUTES }), name)), 6),
      graph('Lambda duration p99 (ms)', functions.map(([name, h]) => labelled(h.function.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' }), name)), 6),
      graph('Lambda invocations', byFunction((h) => h.function.metricInvocations({ period: FIVE_MINUTES })), 6),
    );
    this.dashboard.addWidgets(
      graph('API messages and connections', [api('MessageCount', 'Sum'), api('ConnectCount', 'Sum')], 6),
      graph('API integration errors', [api('IntegrationError', 'Sum'), api('ExecutionError', 'Sum'), api('ClientError', 'Sum')], 6),
      graph('API integration latency (ms, p50, p99)', [api('IntegrationLatency', 'p50'), api('IntegrationLatency', 'p99')], 6),
      graph('Wake queue: oldest (s); dead letters', [
        scheduler.queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        scheduler.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      ], 6),
    );
    this.dashboard.addWidgets(
      graph('DynamoDB read units', tables.map((t) => t.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES })), 8),
      graph('DynamoDB write units', tables.map((t) => t.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES })), 8),
      graph('DynamoDB read and write throttle events', tables.flatMap((t) => ['ReadThrottleEvents', 'WriteThrottleEvents'].map((m) => t.metric(m, { period: FIVE_MINUTES, statistic: 'Sum' }))), 8),
    );
  }
}
