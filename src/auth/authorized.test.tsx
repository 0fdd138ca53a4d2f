// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Authorized } from './authorized';
import { hasPermission } from './permissions';
import { clearSession, restoreFromStorage } from './session-store';
import { ACCESS_TOKEN, PERMISSIONS, setItem, USER_INFO } from './storage';

afterEach(() => {
  cleanup();
  clearSession();
});

function sessionWith(actions: string[]) {
  setItem(ACCESS_TOKEN, 'tok');
  setItem(USER_INFO, { id: 1, name: 'n', account: 'a', sellerId: 1, sellerNumber: '100001' });
  setItem(
    PERMISSIONS,
    actions.map((key) => {
      const [pid, name] = key.split(':');
      return { id: `${pid}-${name}`, pid, url: '', title: name, name, componentType: 'BUTTON', isShow: 1 };
    }),
  );
  expect(restoreFromStorage()).toBe(true);
}

describe('button permissions (SPEC section 6)', () => {
  it('shows an element only with its pageId:action key', () => {
    sessionWith(['stationManage:add']);
    render(
      <>
        <Authorized action="stationManage:add">
          <button>add</button>
        </Authorized>
        <Authorized action="stationManage:delete">
          <button>delete</button>
        </Authorized>
      </>,
    );
    expect(screen.queryByText('add')).not.toBeNull();
    expect(screen.queryByText('delete')).toBeNull();
  });
  it('checks permissionId.action', () => {
    sessionWith(['stationManage:export']);
    expect(hasPermission('stationManage', 'export')).toBe(true);
    expect(hasPermission('stationManage', 'import')).toBe(false);
  });
});
