import { useEffect, useState } from 'react';
import { useActions } from '../../auth/use-actions';
import { organizationTree, type OrganizationNode } from './organization-tree';
import { organizationsApi } from '../system-admin/system-admin-api';

export interface OrganizationTreeOption {
  title: string;
  value: number;
  /** A disabled organization stays in the filter but takes no one new (the server refuses). */
  enabled: boolean;
  children?: OrganizationTreeOption[];
}

const asOptions = (nodes: OrganizationNode[] | undefined): OrganizationTreeOption[] | undefined =>
  nodes?.map((node) => ({
    title: node.name,
    value: node.id,
    enabled: node.enableStatus !== 0,
    children: asOptions(node.children),
  }));

export interface ChoosableOrganization extends Omit<OrganizationTreeOption, 'children'> {
  disabled: boolean;
  children?: ChoosableOrganization[];
}

/** The tree for putting a user in an organization: disabled ones greyed out, but his current one. */
export const choosableOrganizations = (
  options: readonly OrganizationTreeOption[],
  currentId: number | null | undefined,
): ChoosableOrganization[] =>
  options.map((option) => ({
    ...option,
    disabled: !option.enabled && option.value !== currentId,
    children: option.children && choosableOrganizations(option.children, currentId),
  }));

/**
 * The seller's organizations as tree-select options, for putting a user in one and filtering
 * the user list by a branch. Empty for an editor who may not read the organizations.
 */
export function useOrganizationTree(): OrganizationTreeOption[] {
  const { has } = useActions();
  const readable = has('organizeManage:query');
  const [options, setOptions] = useState<OrganizationTreeOption[]>([]);
  useEffect(() => {
    if (!readable) return;
    let live = true;
    organizationsApi.all().then(
      (page) => live && setOptions(asOptions(organizationTree(page.data)) ?? []),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [readable]);
  return options;
}
