import { describe, expect, it } from 'vitest';
import type { EntityFile, FieldDef } from '../meta/model';
import { secretField, storedSecrets, withSecretInputs } from './settings-form';

const password: FieldDef = {
  type: 'string',
  title: { 'zh-CN': '密码', 'en-US': 'Password' },
  rules: 'required|max:20',
  secret: true,
};
const entity = {
  fields: { password, host: { type: 'string', title: { 'zh-CN': '主机', 'en-US': 'Host' } } },
} as unknown as EntityFile;

describe('secret inputs', () => {
  it('demands a secret only while none is stored, and keeps its other rules', () => {
    expect(secretField(password, false).rules).toBe('required|max:20');
    expect(secretField(password, true).rules).toBe('max:20');
    expect(secretField(entity.fields.host, true)).toBe(entity.fields.host);
  });

  it('renders secrets as empty password inputs saying a stored one is kept', () => {
    const schema = {
      properties: {
        grid: {
          properties: {
            password: { 'x-component-props': { placeholder: 'x' }, 'x-decorator-props': { asterisk: true } },
            host: { 'x-component-props': {} },
          },
        },
      },
    };
    withSecretInputs(schema, entity, storedSecrets({ $secrets: { password: true } }), 'zh-CN');
    const field = schema.properties.grid.properties.password;
    expect(field['x-component-props']).toMatchObject({ type: 'password', autoComplete: 'new-password' });
    expect(field['x-component-props'].placeholder).toContain('留空则保持不变');
    expect(field['x-decorator-props']).toEqual({});
    expect(schema.properties.grid.properties.host['x-component-props']).toEqual({});
  });
});
