import { CfnCondition, Duration, Fn, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { MonitoringDashboard, TABLE_OPERATIONS } from './dashboard.ts';
import type { EventStore } from './event-store.ts';
import { METRICS_NAMESPACE, type HandlerFunction } from './handler-function.ts';
import type { WakeScheduler } from './scheduler.ts';
import type { WebSocketApi } from './websocket-api.ts';

const FIVE_MINUTES = Duration.minutes(5);

export interface MonitoringProps {
  readonly eventStore: EventStore;
  readonly webSocketApi: WebSocketApi;
  readonly scheduler: WakeScheduler;
  /**
   * An address the alarms are mailed to (a subscription its owner confirms), typically a stack
   * parameter's value: no subscription is made when it is empty at deploy time.
   */
  readonly alarmEmail?: string;
}

/**
 * What tells an operator something broke: alarms on the handlers, the wake queue, the API and
 * the tables, all notifying one SNS topic, and a dashboard of those figures and the game metrics.
 * docs/architecture.md ("Runbook") says what each alarm means and what to do.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: MonitoringDashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { webSocketApi: ws, scheduler, eventStore: store } = props;
    this.topic = new sns.Topic(this, 'Alarms', { displayName: 'Hexfold alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason: 'The topic carries alarm state changes only (no game data). CloudWatch cannot publish to a topic encrypted '
        + 'with the AWS-managed SNS key, and a customer-managed key would cost more than the alarms it serves.',
    });
    if (props.alarmEmail !== undefined) this.subscribe(props.alarmEmail);

    const functions: [string, HandlerFunction][] = [
      ['Connect', ws.connectHandler], ['Disconnect', ws.disconnectHandler], ['Message', ws.messageHandler], ['Wake', scheduler.wakeHandler],
    ];
    for (const [name, handler] of functions) {
      // Every handler catches what it expects: an error counted here is a crash, a timeout or
      // running out of memory, and each one is a request lost. One in five minutes is worth a look.
      this.alarm(`${name}Errors`, handler.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), 1,
        `The ${name} function failed (crash, timeout or out of memory): see its log group.`);
      // A throttled invocation is a message or a wake refused for want of concurrency (the
      // account's limit, shared by every function): none should ever happen.
      this.alarm(`${name}Throttles`, handler.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), 1,
        `The ${name} function was throttled: the account's concurrency is exhausted.`);
    }

    // A wake that failed five receives lands in the dead-letter queue: one is a game whose timer
    // or bots stopped. Maximum over five minutes, so the alarm stays while the queue is not empty.
    this.alarm('WakeDeadLetters', scheduler.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }), 1,
      'Wakes failed five times and wait in the dead-letter queue: inspect, fix, then redrive.');
    // Wakes wait up to 15 minutes by design (SQS's longest delay; later ones hop): a message much
    // older than that was not consumed in time, so turn timers and bots are running late.
    // Twice in a row, so that one slow batch is not an alarm.
    this.alarm('WakeQueueAge', scheduler.queue.metricApproximateAgeOfOldestMessage({ period: FIVE_MINUTES, statistic: 'Maximum' }), 20 * 60,
      'The oldest wake is over 20 minutes old: the wake function is not keeping up (errors, throttles).', 2);

    const api = (metricName: string, statistic: string) => new cloudwatch.Metric({
      namespace: 'AWS/ApiGateway', metricName, statistic, period: FIVE_MINUTES,
      dimensionsMap: { ApiId: ws.api.apiId, Stage: ws.stage.stageName },
    });
    // The handlers answer through the Management API, so the route's integration fails only when
    // a function does (or $connect refuses): a handful in five minutes is more than bad luck.
    this.alarm('ApiIntegrationErrors', api('IntegrationError', 'Sum'), 5,
      'API Gateway got errors from the Lambda integration: see the functions\' errors and logs.');
    // A person's move takes tens of milliseconds; $default also plays the bots that follow inline
    // (at most 2 s per invocation), so the p99 stays well under 3 s unless something is slow.
    this.alarm('ApiIntegrationLatencyP99', api('IntegrationLatency', 'p99'), 3000,
      'The slowest 1 % of requests took over 3 s for 15 minutes: look at DynamoDB latency and the bots\' decision times.', 3);

    for (const [name, table] of [['Events', store.eventsTable], ['Connections', store.connectionsTable], ['Games', store.gamesTable], ['Chat', store.chatTable]] as const) {
      const operations = TABLE_OPERATIONS;
      // The SDK retries a throttled call three times: a few are absorbed, more become
      // store/unavailable answers. On-demand tables throttle on a hot key or a sudden jump.
      this.alarm(`${name}Throttles`, table.metricThrottledRequestsForOperations({ operations, period: FIVE_MINUTES }), 5,
        `The ${name} table throttled requests: a hot game or a traffic jump beyond on-demand's headroom.`);
      // Errors on DynamoDB's side (HTTP 500): retried too, but several mean the service is unwell.
      this.alarm(`${name}SystemErrors`, table.metricSystemErrorsForOperations({ operations, period: FIVE_MINUTES }), 5,
        `The ${name} table returned system errors: check the AWS Health Dashboard.`);
    }

    this.dashboard = new MonitoringDashboard(this, 'Dashboard', {
      namespace: METRICS_NAMESPACE,
      alarms: this.alarms,
      functions,
      api: (metricName, statistic) => api(metricName, statistic),
      scheduler,
      tables: [store.eventsTable, store.connectionsTable, store.gamesTable, store.chatTable],
    });
  }

  /** An e-mail subscription, made only when the address is not empty (a condition, since a parameter is known at deploy time). */
  private subscribe(email: string): void {
    const given = new CfnCondition(this, 'HasAlarmEmail', { expression: Fn.conditionNot(Fn.conditionEquals(email, '')) });
    const subscription = new sns.CfnSubscription(this, 'AlarmEmail', { topicArn: this.topic.topicArn, protocol: 'email', endpoint: email });
    subscription.cfnOptions.condition = given;
  }

  private alarm(id: string, metric: cloudwatch.IMetric, threshold: number, description: string, evaluationPeriods = 1): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric, threshold, evaluationPeriods, alarmDescription: description,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data is no traffic: nothing failed.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
