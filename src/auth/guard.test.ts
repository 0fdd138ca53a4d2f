import { describe, expect, it } from 'vitest';
import { decideGuard, loginRedirect, safeRedirect } from './guard';

const base = { search: '', hasToken: false, routesLoaded: false };

describe('decideGuard (SPEC section 4)', () => {
  it('sends a visitor without a token to the login page with a redirect back', () => {
    expect(decideGuard({ ...base, pathname: '/business/stationManage/station', search: '?a=1' })).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fbusiness%2FstationManage%2Fstation%3Fa%3D1',
    });
  });
  it('sends the root without a token to the plain login page', () => {
    expect(decideGuard({ ...base, pathname: '/' })).toEqual({ kind: 'redirect', to: '/user/login' });
  });
  it('lets a visitor without a token see the login and IP login pages', () => {
    expect(decideGuard({ ...base, pathname: '/user/login' }).kind).toBe('allow');
    expect(decideGuard({ ...base, pathname: '/iplogin' }).kind).toBe('allow');
  });
  it('sends a logged-in user away from the login page to home', () => {
    expect(decideGuard({ ...base, hasToken: true, pathname: '/user/login' })).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(
      decideGuard({ ...base, hasToken: true, routesLoaded: true, homePath: '/noHome', pathname: '/user' }),
    ).toEqual({
      kind: 'redirect',
      to: '/noHome',
    });
  });
  it('follows the redirect parameter once the login put a token in place', () => {
    expect(
      decideGuard({ ...base, hasToken: true, pathname: '/user/login', search: '?redirect=%2Faccount%2Fcenter' }),
    ).toEqual({
      kind: 'redirect',
      to: '/account/center',
    });
  });
  it('loads user data when a token exists but routes do not', () => {
    expect(decideGuard({ ...base, hasToken: true, pathname: '/home' }).kind).toBe('loadUserData');
  });
  it('allows a page once routes are loaded', () => {
    expect(decideGuard({ ...base, hasToken: true, routesLoaded: true, pathname: '/home' }).kind).toBe('allow');
  });
  it('logs in automatically through a ticket, whatever the token', () => {
    expect(decideGuard({ ...base, pathname: '/', search: '?ticket=abc' })).toEqual({
      kind: 'autoLogin',
      ticket: 'abc',
      target: '/home',
    });
  });
});

describe('redirect helpers', () => {
  it('drops the ticket from the return address', () => {
    expect(loginRedirect('/x', '?ticket=t&b=2')).toBe('/user/login?redirect=%2Fx%3Fb%3D2');
  });
  it('follows only local redirects', () => {
    expect(safeRedirect('/home', '/')).toBe('/home');
    expect(safeRedirect('//evil.example', '/')).toBe('/');
    expect(safeRedirect('https://evil.example', '/')).toBe('/');
    expect(safeRedirect(null, '/')).toBe('/');
  });
});
