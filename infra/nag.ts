import { CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag renders a CloudFormation reference inside a finding id, e.g. `<SiteContent02569BC1.Arn>`.
 * cdk-nag 3 only accepts exact finding ids (`AwsSolutions-IAM5[Resource::…]`), so acknowledgments
 * of wildcard resources have to spell the reference out.
 */
export function nagRef(construct: IConstruct, attribute?: string): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  const logicalId = Stack.of(element).resolve(element.logicalId) as string;
  return attribute ? `<${logicalId}.${attribute}>` : `<${logicalId}>`;
}

/** `arn:<AWS::Partition>:service:<AWS::Region>:<AWS::AccountId>:resource`, as cdk-nag renders ARNs. */
export function nagArn(service: string, resource: string, { global = false } = {}): string {
  return global
    ? `arn:<AWS::Partition>:${service}:::${resource}`
    : `arn:<AWS::Partition>:${service}:<AWS::Region>:<AWS::AccountId>:${resource}`;
}
