// The stack synthesized (skipping Lambda bundling, with no built web client) once per worker: the
// `unit-infra` project does not isolate its files (vitest.config.ts), so the files a worker runs share
// it, as none changes the stack. And the helpers the template tests share to find resources and
// policies.
import * as os from 'node:os';
import * as path from 'node:path';
import { App, CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { HexfoldStack } from '../../infra/hexfold-stack.ts';
import { statementsOf as policyStatements, type Statement } from './policy.ts';

// Loosely typed: tests look into CloudFormation properties of every kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

export interface Synthesized {
  readonly stack: HexfoldStack;
  readonly template: Template;
  readonly resources: Record<string, Resource>;
  readonly logicalId: (construct: IConstruct) => string;
  readonly ref: (construct: IConstruct) => { Ref: string };
  readonly arnOf: (construct: IConstruct) => { 'Fn::GetAtt': [string, string] };
  readonly mentions: (value: unknown, construct: IConstruct) => boolean;
  /** All statements of the IAM policies attached to a role. */
  readonly statementsOf: (role: IConstruct) => Statement[];
}

export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

let synthesized: Synthesized | undefined;

/** The stack with the default props and its template, synthesized at the first call. */
export function synthesize(): Synthesized {
  synthesized ??= synthesizeNow();
  return synthesized;
}

function synthesizeNow(): Synthesized {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new HexfoldStack(app, 'HexfoldStack', { siteDir: path.join(os.tmpdir(), 'hexfold-no-web-build') });
  const template = Template.fromStack(stack);
  const logicalId = (construct: IConstruct): string => {
    const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
    if (!(element instanceof CfnElement)) throw new Error(`no CloudFormation resource under ${construct.node.path}`);
    return stack.resolve(stack.getLogicalId(element));
  };
  return {
    stack, template, resources: template.toJSON().Resources, logicalId,
    ref: (construct) => ({ Ref: logicalId(construct) }),
    arnOf: (construct) => ({ 'Fn::GetAtt': [logicalId(construct), 'Arn'] }),
    mentions: (value, construct) => JSON.stringify(value).includes(`"${logicalId(construct)}"`),
    statementsOf: (role) => policyStatements(template, role),
  };
}
