import { Button, Popconfirm, Space, Tag, Tooltip, message as toast } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import commandStatusDictionary from '../../schemas/dictionaries/command-status.json';
import pileControlCommandDictionary from '../../schemas/dictionaries/pile-control-command.json';
import { apiPost, apiTable } from '../api/http';
import { useI18n } from '../i18n/use-i18n';
import { followLiveEvents } from '../live/live-events';
import { API_CODES } from '../meta/api-codes';
import type { LocalizedText } from '../meta/model';
import { GUN, type GunRow } from './network-rows';

/** A command's row in the command log (pileCommand entity). */
export interface CommandRow {
  id: number;
  pileId: number;
  gunId: number | null;
  command: number;
  status: number;
  response?: string | null;
  createdAt?: string;
}

/** The gun's status actions (schemas/entities/gun.json), each a command to its pile. */
export const GUN_ACTIONS = ['prohibit', 'allow', 'reset', 'unlock', 'remoteStop'] as const;
export type GunAction = (typeof GUN_ACTIONS)[number];

const TEXT: Record<GunAction | 'sent' | 'failed' | 'confirm', LocalizedText> = {
  prohibit: { 'zh-CN': '禁止充电', 'en-US': 'Disable charging' },
  allow: { 'zh-CN': '允许充电', 'en-US': 'Enable charging' },
  reset: { 'zh-CN': '重启', 'en-US': 'Reset' },
  unlock: { 'zh-CN': '解锁', 'en-US': 'Unlock' },
  remoteStop: { 'zh-CN': '停止充电', 'en-US': 'Remote stop' },
  sent: { 'zh-CN': '指令已下发', 'en-US': 'Command sent' },
  failed: { 'zh-CN': '指令未下发', 'en-US': 'Command not sent' },
  confirm: { 'zh-CN': '确定向所选枪下发该指令吗？', 'en-US': 'Send this command to the selected guns?' },
};

/**
 * Availability 1 (allowed) may be prohibited, 0 (prohibited) allowed; only a charging gun has a
 * session to stop; reset and unlock always.
 */
export function actionFits(action: GunAction, gun: Pick<GunRow, 'availability' | 'status'>): boolean {
  if (action === 'prohibit') return gun.availability === 1;
  if (action === 'allow') return gun.availability === 0;
  if (action === 'remoteStop') return gun.status === GUN.charging;
  return true;
}

const COMMAND_STATUS = new Map(commandStatusDictionary.items.map((item) => [item.value, item]));
const COMMAND_NAME = new Map(pileControlCommandDictionary.items.map((item) => [item.value, item.label]));
/** Pending and sent commands are still waiting for the pile's answer. */
const WAITING = new Set([1, 2]);

/**
 * Operator commands to guns and their outcome: sending goes through the gun's status actions
 * (the server queues a tracked command per gun), and each gun's latest command follows the live
 * stream from sent to accepted, rejected, timed out or pile offline.
 */
export function useGunCommands(pileIds: number[] | undefined) {
  const { tr } = useI18n();
  const [latest, setLatest] = useState<Record<number, CommandRow>>({});
  const [busy, setBusy] = useState(false);
  const known = useRef(new Map<number, number>());
  const scope = pileIds?.join(',') ?? '';

  const refresh = useCallback(async (onlyPile?: number) => {
    const filters = onlyPile ? { pileId: onlyPile } : {};
    const page = await apiTable<CommandRow>('/api/config/pileCommand/page', { pageNo: 1, pageSize: 500, filters });
    // Newest first: the first row of a gun is its latest command.
    const found: Record<number, CommandRow> = {};
    for (const row of page.data) if (row.gunId !== null && !found[row.gunId]) found[row.gunId] = row;
    for (const row of Object.values(found)) known.current.set(row.id, row.gunId!);
    setLatest((all) => ({ ...all, ...found }));
  }, []);

  useEffect(() => {
    if (pileIds === undefined) return;
    void refresh(pileIds.length === 1 ? pileIds[0] : undefined).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope string stands for the ids
  }, [scope, refresh]);

  useEffect(
    () =>
      followLiveEvents((event) => {
        if (event.kind !== 'command' || event.commandId === undefined || event.status === undefined) return;
        const gunId = known.current.get(event.commandId);
        const status = event.status;
        if (gunId === undefined) void refresh(event.pileId).catch(() => undefined);
        else setLatest((all) => (all[gunId] ? { ...all, [gunId]: { ...all[gunId], status } } : all));
      }),
    [refresh],
  );

  const send = useCallback(
    async (action: GunAction, guns: GunRow[]) => {
      const fit = guns.filter((gun) => actionFits(action, gun));
      if (fit.length === 0) return false;
      setBusy(true);
      try {
        const answer = await apiPost(`/api/config/gun/${action}`, { ids: fit.map((gun) => gun.id) });
        if (answer.code !== API_CODES.OK) {
          toast.error(answer.msg || tr(TEXT.failed));
          return false;
        }
        toast.success(tr(TEXT.sent));
        for (const pileId of new Set(fit.map((gun) => gun.pileId))) await refresh(pileId);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [refresh, tr],
  );

  return { latest, send, busy };
}

/** The latest command of a gun and where it stands. */
export function CommandResultTag({ command }: { command?: CommandRow }) {
  const { tr } = useI18n();
  if (!command) return <span>-</span>;
  const status = COMMAND_STATUS.get(command.status);
  const name = COMMAND_NAME.get(command.command);
  return (
    <Tooltip title={command.response ?? undefined}>
      <Tag
        color={status?.color}
        data-testid={`command-result-${command.gunId}`}
        data-status={command.status}
        data-waiting={WAITING.has(command.status) || undefined}
      >
        {name ? tr(name) : ''} · {status ? tr(status.label) : command.status}
      </Tag>
    </Tooltip>
  );
}

/** The gun commands as small buttons, each confirmed, each offered only where it fits. */
export function GunCommandButtons({
  guns,
  send,
  busy,
  size = 'small',
  only = GUN_ACTIONS,
}: {
  guns: GunRow[];
  /** The commands offered (all by default). */
  only?: readonly GunAction[];
  send: (action: GunAction, guns: GunRow[]) => Promise<boolean>;
  busy?: boolean;
  size?: 'small' | 'middle';
}) {
  const { tr } = useI18n();
  return (
    <Space size={4} wrap>
      {only.map((action) => (
        <Popconfirm key={action} title={tr(TEXT.confirm)} onConfirm={() => send(action, guns)}>
          <Button
            size={size}
            type={size === 'small' ? 'link' : 'default'}
            danger={action === 'prohibit' || action === 'remoteStop'}
            disabled={busy || !guns.some((gun) => actionFits(action, gun))}
            data-testid={`gun-command-${action}`}
          >
            {tr(TEXT[action])}
          </Button>
        </Popconfirm>
      ))}
    </Space>
  );
}
