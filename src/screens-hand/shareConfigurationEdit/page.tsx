import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../i18n/use-i18n';

const OPENING = { 'zh-CN': '正在打开分享规则的编辑表单…', 'en-US': 'Opening the sharing rule form…' };

/** Where the share rules live (schemas/entities/share-rule.json): their form is a page of its own. */
const SHARE_RULES_URL = '/system/shareConfiguration/list';

/**
 * New sharing rule at /system/shareConfiguration/shareConfigurationEdit (SPEC section 2, always
 * present): the share rule's own full-page form, `?id=<rule>` editing that rule. Saving goes back
 * to the share configuration list.
 */
export default function ShareConfigurationEditPage() {
  const id = useSearchParams()[0].get('id');
  const target = id && /^\d+$/.test(id) ? `${SHARE_RULES_URL}/edit/${id}` : `${SHARE_RULES_URL}/new`;
  const navigate = useNavigate();
  const { tr } = useI18n();
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <Spin tip={tr(OPENING)}>{<div style={{ minHeight: 80 }} />}</Spin>;
}
