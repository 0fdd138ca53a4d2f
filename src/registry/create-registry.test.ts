import { describe, expect, it } from 'vitest';
import { createRegistry } from './create-registry';

describe('createRegistry', () => {
  it('finds entries by id and refuses a duplicate id', () => {
    const registry = createRegistry('widget', [{ id: 'a' }, { id: 'b' }]);
    expect(registry.get('a')).toEqual({ id: 'a' });
    expect(registry.all().map((e) => e.id)).toEqual(['a', 'b']);
    expect(() => registry.require('c')).toThrow('no widget "c"');
    expect(() => createRegistry('widget', [{ id: 'a' }, { id: 'a' }])).toThrow('widget "a" is defined twice');
  });
});
