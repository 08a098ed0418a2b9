import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { HandlerFunction } from './handler-function.ts';

/** The leaderboards' index: rating items by `ladder` (a family, or its provisional list), best `shown` rating first. */
export const RATINGS_BY_LADDER_INDEX = 'byLadder';

export interface IdentityTableProps {
  /** The `$default` function: the only one that serves accounts and passkeys. */
  readonly messageHandler: HandlerFunction;
  /** `https://` origin of the site: its host name is the WebAuthn relying-party id. */
  readonly siteOrigin: string;
}

/**
 * Accounts and passkeys (functions/store/dynamo/identity.ts): one table keyed by (pk, sk);
 * challenges and sessions expire through `expiresAt` (TTL). Only `$default` reads or writes it,
 * with the five item actions its code uses on this table, and Query on the leaderboards' index
 * (functions/store/dynamo/leaderboard.ts); no scan.
 */
export class IdentityTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: IdentityTableProps) {
    super(scope, id);
    this.table = new dynamodb.Table(this, 'Table', {
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: 'expiresAt',
      // Players' accounts: kept when the stack is destroyed, as the games are.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: RATINGS_BY_LADDER_INDEX,
      partitionKey: { name: 'ladder', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'shown', type: dynamodb.AttributeType.NUMBER },
      projectionType: dynamodb.ProjectionType.INCLUDE,
      nonKeyAttributes: ['mu', 'sigma', 'games'],
    });
    const fn = props.messageHandler;
    iam.Grant.addToPrincipal({
      grantee: fn.role,
      // BatchGetItem: the names of a leaderboard's page and of the followed players, read together.
      actions: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'].map((a) => `dynamodb:${a}`),
      resourceArns: [this.table.tableArn],
    });
    iam.Grant.addToPrincipal({ grantee: fn.role, actions: ['dynamodb:Query'], resourceArns: [`${this.table.tableArn}/index/${RATINGS_BY_LADDER_INDEX}`] });
    fn.function.addEnvironment('IDENTITY_TABLE', this.table.tableName);
    fn.function.addEnvironment('HEXFOLD_SITE_ORIGIN', props.siteOrigin);
  }
}
