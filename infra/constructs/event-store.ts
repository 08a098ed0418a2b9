import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

export const CONNECTIONS_BY_GAME_INDEX = 'byGame';
export const GAMES_BY_STATUS_INDEX = 'byStatus';

// Streams are not enabled, so the stream read actions of the CDK grant helpers are left out.
const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DescribeTable',
];

export type TableAccess = 'write' | 'readWrite';

/** The three DynamoDB tables of the event-sourced backend. */
export class EventStore extends Construct {
  /** One item per accepted command (`gameId`, `version`), appended with a conditional put. */
  readonly eventsTable: dynamodb.Table;
  /** Live WebSocket connections, found by game through the `byGame` index; expire via `expiresAt`. */
  readonly connectionsTable: dynamodb.Table;
  /** Game summaries; the lobby lists open games through the `byStatus` index. */
  readonly gamesTable: dynamodb.Table;

  private readonly indexNames = new Map<dynamodb.Table, string[]>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // PITR on every table: the connections and games tables are small, so it costs next to nothing.
    const common = {
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    } as const;

    this.eventsTable = new dynamodb.Table(this, 'Events', {
      ...common,
      partitionKey: { name: 'gameId', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'version', type: dynamodb.AttributeType.NUMBER },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.indexNames.set(this.eventsTable, []);

    this.connectionsTable = new dynamodb.Table(this, 'Connections', {
      ...common,
      partitionKey: { name: 'connectionId', type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
      // Connections are ephemeral: clients re-register when they reconnect.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.addIndex(this.connectionsTable, CONNECTIONS_BY_GAME_INDEX, 'gameId', 'connectionId');

    this.gamesTable = new dynamodb.Table(this, 'Games', {
      ...common,
      partitionKey: { name: 'gameId', type: dynamodb.AttributeType.STRING },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.addIndex(this.gamesTable, GAMES_BY_STATUS_INDEX, 'status', 'createdAt');
  }

  /**
   * Grants item-level access to one of this store's tables. Unlike `Table.grantReadWriteData`,
   * read access names each index ARN instead of `<table>/index/*`, so the policy carries no wildcard.
   */
  grant(table: dynamodb.Table, grantee: iam.IGrantable, access: TableAccess): iam.Grant {
    const indexNames = this.indexNames.get(table);
    if (!indexNames) throw new Error(`${table.node.path} is not a table of ${this.node.path}`);
    if (access === 'write') {
      return iam.Grant.addToPrincipal({ grantee, actions: WRITE_ACTIONS, resourceArns: [table.tableArn] });
    }
    return iam.Grant.addToPrincipal({
      grantee,
      actions: [...new Set([...READ_ACTIONS, ...WRITE_ACTIONS])],
      resourceArns: [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)],
    });
  }

  private addIndex(table: dynamodb.Table, indexName: string, partitionKey: string, sortKey: string): void {
    table.addGlobalSecondaryIndex({
      indexName,
      partitionKey: { name: partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: sortKey, type: dynamodb.AttributeType.STRING },
      projectionType: dynamodb.ProjectionType.ALL,
    });
    this.indexNames.set(table, [...(this.indexNames.get(table) ?? []), indexName]);
  }
}
