import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

export const CONNECTIONS_BY_GAME_INDEX = 'byGame';
export const GAMES_BY_STATUS_INDEX = 'byStatus';

/**
 * The item-level DynamoDB actions the handlers use; nothing table-wide (Scan, Describe, streams).
 * BatchGetItem reads items by key, as GetItem does, only many per call.
 */
export type ItemAction = 'GetItem' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query';

/** Exactly what a grantee may do with one table: item actions on it, and queries through named indexes. */
export interface TableAccess {
  /** Actions on the table itself (a `Query` here is a query of the table, not of an index). */
  readonly actions?: readonly ItemAction[];
  /** Indexes the grantee queries (`dynamodb:Query` on each index ARN, never `index/*`). */
  readonly queryIndexes?: readonly string[];
}

/** The DynamoDB tables of the event-sourced backend: events, connections, games, and the chat. */
export class EventStore extends Construct {
  /** One item per accepted command (`gameId`, `version`), appended with a conditional put. */
  readonly eventsTable: dynamodb.Table;
  /** Live WebSocket connections, found by game through the `byGame` index; expire via `expiresAt`. */
  readonly connectionsTable: dynamodb.Table;
  /** Game summaries; the lobby lists open games through the `byStatus` index. */
  readonly gamesTable: dynamodb.Table;
  /** The games' chat lines (`gameId`, `lineKey` = channel#time#id), apart from the event stream. */
  readonly chatTable: dynamodb.Table;

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

    // Replays show a game's table chat, so it is kept as long as the game.
    this.chatTable = new dynamodb.Table(this, 'Chat', {
      ...common,
      partitionKey: { name: 'gameId', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'lineKey', type: dynamodb.AttributeType.STRING },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.indexNames.set(this.chatTable, []);
  }

  /**
   * Grants exactly the listed access to one of this store's tables: no read or write bundle, and
   * each queried index by its own ARN, so the policy carries no wildcard.
   */
  grant(table: dynamodb.Table, grantee: iam.IGrantable, access: TableAccess): iam.Grant[] {
    const indexNames = this.indexNames.get(table);
    if (!indexNames) throw new Error(`${table.node.path} is not a table of ${this.node.path}`);
    const grants: iam.Grant[] = [];
    const actions = [...new Set(access.actions ?? [])];
    if (actions.length > 0) {
      grants.push(iam.Grant.addToPrincipal({
        grantee, actions: actions.map((a) => `dynamodb:${a}`), resourceArns: [table.tableArn],
      }));
    }
    const indexes = [...new Set(access.queryIndexes ?? [])];
    for (const name of indexes) {
      if (!indexNames.includes(name)) throw new Error(`${table.node.path} has no index ${name}`);
    }
    if (indexes.length > 0) {
      grants.push(iam.Grant.addToPrincipal({
        grantee, actions: ['dynamodb:Query'], resourceArns: indexes.map((name) => `${table.tableArn}/index/${name}`),
      }));
    }
    if (grants.length === 0) throw new Error(`an empty grant on ${table.node.path}`);
    return grants;
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
