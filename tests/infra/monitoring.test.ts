// The stack's observability: every alarm (what it watches, its threshold and period), the SNS
// topic they notify with its optional e-mail subscription, the dashboard, and the game metrics'
// namespace on every function.
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE as FUNCTIONS_NAMESPACE } from '../../functions/app/metrics.ts';
import { synthesize, type Resource, type Synthesized } from './synth.ts';

let s: Synthesized;
let alarms: Resource[];

beforeAll(() => {
  // GIVEN the stack synthesized once for the whole file
  s = synthesize();
  alarms = Object.values(s.template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
});

/** The alarms on a metric, by its namespace and name (a plain metric's or one inside a math expression). */
const alarmsOn = (namespace: string, metricName: string) =>
  alarms.filter((a) => JSON.stringify(a.Properties).includes(`"Namespace":"${namespace}"`) && JSON.stringify(a.Properties).includes(`"MetricName":"${metricName}"`));

describe('alarms', () => {
  it('watch errors and throttles of each of the four functions, in five-minute sums from one', () => {
    const { webSocketApi: ws, scheduler } = s.stack;
    const functions = [ws.connectHandler, ws.disconnectHandler, ws.messageHandler, scheduler.wakeHandler];
    for (const metricName of ['Errors', 'Throttles']) {
      const on = alarmsOn('AWS/Lambda', metricName);
      expect(on, metricName).toHaveLength(4);
      for (const fn of functions) {
        const [alarm] = on.filter((a) => s.mentions(a.Properties.Dimensions, fn.function));
        expect(alarm?.Properties, `${metricName} of ${fn.node.path}`).toMatchObject({ Statistic: 'Sum', Period: 300, Threshold: 1, EvaluationPeriods: 1 });
      }
    }
  });

  it('watch the wake queue: its dead letters from one, its oldest message past 20 minutes twice in a row', () => {
    const [dead] = alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible');
    expect(s.mentions(dead.Properties.Dimensions, s.stack.scheduler.deadLetterQueue)).toBe(true);
    expect(dead.Properties).toMatchObject({ Statistic: 'Maximum', Threshold: 1, Period: 300 });
    const [age] = alarmsOn('AWS/SQS', 'ApproximateAgeOfOldestMessage');
    expect(s.mentions(age.Properties.Dimensions, s.stack.scheduler.queue)).toBe(true);
    expect(age.Properties).toMatchObject({ Statistic: 'Maximum', Threshold: 1200, EvaluationPeriods: 2 });
  });

  it('watch the API stage: integration errors, and the p99 integration latency over 3 s for 15 minutes', () => {
    const stage = { ApiId: s.ref(s.stack.webSocketApi.api), Stage: 'live' };
    const [errors] = alarmsOn('AWS/ApiGateway', 'IntegrationError');
    expect(errors.Properties).toMatchObject({ Statistic: 'Sum', Threshold: 5, Period: 300 });
    const [latency] = alarmsOn('AWS/ApiGateway', 'IntegrationLatency');
    expect(latency.Properties).toMatchObject({ ExtendedStatistic: 'p99', Threshold: 3000, EvaluationPeriods: 3 });
    for (const alarm of [errors, latency]) {
      expect(alarm.Properties.Dimensions).toEqual(expect.arrayContaining([{ Name: 'ApiId', Value: stage.ApiId }, { Name: 'Stage', Value: 'live' }]));
    }
  });

  it('watch throttled requests and system errors of each table', () => {
    const { eventsTable, connectionsTable, gamesTable, chatTable } = s.stack.eventStore;
    for (const metricName of ['ThrottledRequests', 'SystemErrors']) {
      const on = alarmsOn('AWS/DynamoDB', metricName);
      expect(on, metricName).toHaveLength(4);
      for (const table of [eventsTable, connectionsTable, gamesTable, chatTable]) {
        expect(on.filter((a) => s.mentions(a.Properties.Metrics, table)), `${metricName} of ${table.node.path}`).toHaveLength(1);
      }
    }
  });

  it('all notify the topic, in alarm and back to OK, treat no data as no trouble, and say what happened', () => {
    expect(alarms).toHaveLength(20);
    const topic = s.ref(s.stack.monitoring.topic);
    for (const alarm of alarms) {
      expect(alarm.Properties).toMatchObject({
        AlarmActions: [topic], OKActions: [topic], TreatMissingData: 'notBreaching', ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmDescription: expect.stringMatching(/\w/),
      });
    }
  });
});

describe('the alarm topic', () => {
  it('requires TLS and mails the AlarmEmail parameter only when one is given', () => {
    s.template.hasParameter('AlarmEmail', { Type: 'String', Default: '' });
    s.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    const subscriptions = s.template.findResources('AWS::SNS::Subscription');
    expect(Object.values(subscriptions)).toHaveLength(1);
    const [subscription] = Object.values(subscriptions) as (Resource & { Condition: string })[];
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: { Ref: 'AlarmEmail' }, TopicArn: s.ref(s.stack.monitoring.topic) });
    expect(s.template.toJSON().Conditions[subscription.Condition]).toEqual({ 'Fn::Not': [{ 'Fn::Equals': [{ Ref: 'AlarmEmail' }, ''] }] });
  });
});

describe('the dashboard and the game metrics', () => {
  it('shows the alarms, the game metrics of the namespace by kind, and the services\' figures', () => {
    const [dashboard] = Object.values(s.template.findResources('AWS::CloudWatch::Dashboard')) as Resource[];
    const body = JSON.stringify(s.stack.resolve(dashboard.Properties.DashboardBody));
    expect(body).toContain('alarm');
    for (const metric of ['CommandsAccepted', 'CommandsRejected', 'GamesCreated', 'GamesStarted', 'GamesFinished', 'GamesAbandoned',
      'SeatsTakenByBots', 'BotDecisions', 'BotDecisionMs', 'FramesSent', 'ConnectionsGone']) {
      expect(body, metric).toContain(`MetricName=\\\\\\"${metric}\\\\\\"`);
    }
    expect(body).toContain(`{${FUNCTIONS_NAMESPACE},kind,service}`);
    for (const metric of ['IntegrationLatency', 'ApproximateAgeOfOldestMessage', 'ConsumedWriteCapacityUnits', 'WriteThrottleEvents', 'Throttles']) expect(body).toContain(metric);
  });

  it('gives every function the namespace the handlers write to', () => {
    const functions = (Object.values(s.template.findResources('AWS::Lambda::Function')) as Resource[])
      .filter((f) => f.Properties.Environment?.Variables?.EVENTS_TABLE !== undefined);
    expect(functions).toHaveLength(4);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables).toMatchObject({ POWERTOOLS_METRICS_NAMESPACE: FUNCTIONS_NAMESPACE, POWERTOOLS_SERVICE_NAME: 'hexfold' });
    }
  });

  it('keeps cdk-nag AwsSolutions clean', () => {
    expect(new AwsSolutionsChecks().validateScope(s.stack).violations.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  });
});
