// Reading a handler's permissions out of a synthesized template as plain strings, e.g.
// `dynamodb:Query connections/index/byGame`, `execute-api:ManageConnections api/live/*/@connections/*`
// or `sqs:SendMessage wakes`, so tests can compare them with a list (and with what the handlers
// were seen doing).
import { CfnElement, Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { HexfoldStack } from '../../infra/hexfold-stack.ts';

export type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Principal?: unknown };

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

export function logicalIdOf(construct: IConstruct): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`no CloudFormation resource under ${construct.node.path}`);
  return Stack.of(element).resolve(Stack.of(element).getLogicalId(element)) as string;
}

/** All statements of the IAM policies attached to a role. */
export function statementsOf(template: Template, role: IConstruct): Statement[] {
  const ref = { Ref: logicalIdOf(role) };
  return Object.values(template.findResources('AWS::IAM::Policy', { Properties: { Roles: Match.arrayWith([ref]) } }))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
}

/**
 * The role's DynamoDB, Management API and SQS permissions, one string per (action, resource), sorted.
 * Resources are named `events`, `connections`, `games`, `chat`, `identity` (plus `/index/<name>`), `api` (plus its
 * path), `wakes` and `dead-letters` (the queues); anything else (the log group) is left out.
 */
export function permissionsOf(template: Template, stack: HexfoldStack, role: IConstruct): string[] {
  const names: [string, string][] = [
    [logicalIdOf(stack.eventStore.eventsTable), 'events'],
    [logicalIdOf(stack.eventStore.connectionsTable), 'connections'],
    [logicalIdOf(stack.eventStore.gamesTable), 'games'],
    [logicalIdOf(stack.eventStore.chatTable), 'chat'],
    [logicalIdOf(stack.identity.table), 'identity'],
    [logicalIdOf(stack.webSocketApi.api), 'api'],
    [logicalIdOf(stack.scheduler.queue), 'wakes'],
    [logicalIdOf(stack.scheduler.deadLetterQueue), 'dead-letters'],
  ];
  const label = (resource: unknown): string => {
    const json = JSON.stringify(resource);
    const found = names.filter(([id]) => json.includes(`"${id}"`));
    if (found.length !== 1) return `? ${json}`;
    // The literal tail of an ARN built with Fn::Join, e.g. `/index/byGame` or `/live/*/@connections/*`.
    const tail = json.match(/"(\/[^"]*)"\]\]\}$/)?.[1] ?? '';
    return `${found[0][1]}${tail}`;
  };
  const permissions = statementsOf(template, role)
    .filter((s) => s.Effect === 'Allow')
    .flatMap((s) => asList(s.Action).flatMap((action) => asList(s.Resource).map((r) => `${action} ${label(r)}`)))
    .filter((p) => /^(dynamodb|execute-api|sqs):/.test(p));
  return [...new Set(permissions)].sort();
}
