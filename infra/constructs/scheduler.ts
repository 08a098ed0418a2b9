import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CONNECTIONS_BY_GAME_INDEX, type EventStore } from './event-store.ts';
import { HandlerFunction } from './handler-function.ts';
import type { WebSocketApi } from './websocket-api.ts';

/** A wake drives the bots of up to a batch of games, each bounded in moves and time. */
export const WAKE_TIMEOUT = Duration.seconds(30);
/** Receives of one wake before it is moved to the dead-letter queue. */
export const WAKE_MAX_RECEIVES = 5;

export interface WakeSchedulerProps {
  readonly eventStore: EventStore;
  /** The API whose connections hear what a wake appends. */
  readonly webSocketApi: WebSocketApi;
  /** Absolute path of the wake Lambda's entry file; it must export `handler`. */
  readonly entry: string;
  /** `package-lock.json` of the project, for bundling. */
  readonly depsLockFilePath: string;
}

/**
 * The scheduler port in AWS: `wakeAt(gameId, at)` is a message on a standard SQS queue delayed
 * by up to 15 minutes (a later wake is sent round again), consumed by the `wake` Lambda, which
 * does what is due in the game and arms its next wake. Failed wakes are retried per message
 * (partial batch responses) and land in a dead-letter queue after a few receives.
 */
export class WakeScheduler extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly wakeHandler: HandlerFunction;

  constructor(scope: Construct, id: string, props: WakeSchedulerProps) {
    super(scope, id);
    const { eventStore: store, webSocketApi } = props;

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new sqs.Queue(this, 'Wakes', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Lambda's advice for an SQS source: six times the function's timeout, so a message is not
      // received again while a batch holding it still runs (or waits for a throttled retry).
      visibilityTimeout: Duration.seconds(6 * WAKE_TIMEOUT.toSeconds()),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: WAKE_MAX_RECEIVES },
    });

    this.wakeHandler = new HandlerFunction(this, 'WakeHandler', {
      entry: props.entry,
      depsLockFilePath: props.depsLockFilePath,
      description: 'Hexfold wake: does what is due in a game (timers, bots, abandonment)',
      timeout: WAKE_TIMEOUT,
      // More memory is more CPU, for the bots of several games at once.
      memorySize: 512,
      environment: {
        EVENTS_TABLE: store.eventsTable.tableName,
        CONNECTIONS_TABLE: store.connectionsTable.tableName,
        GAMES_TABLE: store.gamesTable.tableName,
        WS_MANAGEMENT_ENDPOINT: webSocketApi.managementEndpoint,
      },
    });
    // Receive, delete and change visibility on this queue only (granted by the event source).
    this.wakeHandler.function.addEventSource(new SqsEventSource(this.queue, {
      batchSize: 10,
      maxBatchingWindow: Duration.seconds(1),
      reportBatchItemFailures: true,
    }));

    // Exactly what a wake's code path touches (functions/app/wake.ts and what it calls):
    // the event store (load, conditional put), the games item (read, status and seats),
    // broadcasting (byGame, pruning of gone connections, posting), and re-arming (SQS).
    const { connectionsTable, eventsTable, gamesTable } = store;
    const role = this.wakeHandler.role;
    store.grant(eventsTable, role, { actions: ['PutItem', 'Query'] });
    store.grant(gamesTable, role, { actions: ['GetItem', 'UpdateItem'] });
    store.grant(connectionsTable, role, { actions: ['DeleteItem'], queryIndexes: [CONNECTIONS_BY_GAME_INDEX] });
    webSocketApi.grantManageConnections(role);
    this.grantWakeAt(this.wakeHandler);
  }

  /** Lets a handler arm wakes: the queue's URL in `WAKE_QUEUE_URL`, and `sqs:SendMessage` on it alone. */
  grantWakeAt(handler: HandlerFunction): iam.Grant {
    handler.function.addEnvironment('WAKE_QUEUE_URL', this.queue.queueUrl);
    return iam.Grant.addToPrincipal({ grantee: handler.role, actions: ['sqs:SendMessage'], resourceArns: [this.queue.queueArn] });
  }
}
