import { describe, expect, it } from 'vitest';
import { defineScreen, type ScreenDefinition } from './define-screen';
import { screenRegistry } from './index';
import { createScreenRegistry } from './screen-registry';

const Page = () => null;
const screen = (id: string, extra: Partial<ScreenDefinition> = {}) =>
  defineScreen({ id, title: { 'zh-CN': id, 'en-US': id }, component: Page, ...extra });

describe('createScreenRegistry', () => {
  it('finds screens by id, by their shell paths, and the paths that redirect to them', () => {
    const registry = createScreenRegistry({
      './monitor/screen.ts': screen('monitor'),
      './account/screen.ts': screen('account', { paths: ['/account/center'], redirectsFrom: ['/account'] }),
    });
    expect(registry.require('monitor').id).toBe('monitor');
    expect(registry.atPath('/account/center')?.id).toBe('account');
    expect(registry.atPath('/account')).toBeUndefined();
    expect(registry.redirectOf('/account')).toBe('/account/center');
    expect(registry.atPath('/monitor')).toBeUndefined();
  });

  it('throws on two screens with one id, naming it', () => {
    expect(() =>
      createScreenRegistry({ './monitor/screen.ts': screen('monitor'), './monitor/screen.tsx': screen('monitor') }),
    ).toThrow('screen "monitor" is defined twice');
  });

  it('throws on a screen in a folder not named after its id', () => {
    expect(() => createScreenRegistry({ './monitors/screen.ts': screen('monitor') })).toThrow(
      'screen "monitor" is defined in folder "monitors"',
    );
  });

  it('throws on two screens claiming one path', () => {
    expect(() =>
      createScreenRegistry({
        './a/screen.ts': screen('a', { paths: ['/x'] }),
        './b/screen.ts': screen('b', { paths: ['/y'], redirectsFrom: ['/x'] }),
      }),
    ).toThrow('screens "a" and "b" both claim /x');
  });

  it('takes the lazy component preload as the screen preload', () => {
    const preload = () => Promise.resolve();
    const lazy = Object.assign(() => null, { preload });
    expect(screen('lazy', { component: lazy }).preload).toBe(preload);
  });
});

describe('the app screen registry', () => {
  it('holds the shell pages at their SPEC section 2 routes', () => {
    const at = (path: string) => screenRegistry.atPath(path)?.id;
    expect(
      ['/home', '/noHome', '/account/center', '/account/settings/base', '/403', '/404', '/500', '/iframe'].map(at),
    ).toEqual(['home', 'noHome', 'accountCenter', 'accountSettings', 'forbidden', 'notFound', 'serverError', 'iframe']);
    expect(screenRegistry.redirectOf('/account')).toBe('/account/center');
    expect(screenRegistry.redirectOf('/account/settings')).toBe('/account/settings/base');
  });
});
