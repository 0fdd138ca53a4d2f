import type { LocalizedText } from '../meta/model';

const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/** Texts of the tabbed detail, page forms, settings screens and secrets. */
export const CAPABILITY_TEXTS = {
  basicInfo: text('基本信息', 'Basic information'),
  secretSet: text('已设置', 'Set'),
  secretUnset: text('未设置', 'Not set'),
  secretKeep: text('已设置，留空则保持不变', 'Set; leave empty to keep it'),
  testing: text('正在测试…', 'Testing…'),
  testPassed: text('连接成功：{host}:{port}，用时 {ms} 毫秒', 'Connected to {host}:{port} in {ms} ms'),
  newTitle: text('新增{entity}', 'New {entity}'),
  editTitle: text('编辑{entity}', 'Edit {entity}'),
};
