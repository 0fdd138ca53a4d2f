import { message } from 'antd';
import { useCallback } from 'react';
import type { ActionModel, Row } from '../engine';
import { useDataProvider } from '../engine/data-provider-context';
import { TEXTS } from '../engine/texts';
import { useI18n } from '../i18n';
import type { EntityFile } from '../meta/model';
import { actionRegistry } from '../registry/actions';
import type { ActionContext } from '../registry/define-action';

/** Runs an action through the action registry with the screen's dialogs and refresh. */
export function useActionRunner(entity: EntityFile, screen: Omit<ActionContext['screen'], 'done' | 'warn' | 'fail'>) {
  const provider = useDataProvider();
  const { tr } = useI18n();
  return useCallback(
    async (action: ActionModel, rows: Row[]) => {
      const definition = actionRegistry.require(action.kind);
      try {
        await definition.run({
          entity,
          action,
          rows,
          provider,
          screen: {
            ...screen,
            done: (text, params) => void message.success(text ? tr(text, params) : tr(TEXTS.done)),
            warn: (text, params) => void message.warning(tr(text, params)),
            fail: (text) => void message.error(text),
          },
        });
      } catch (error) {
        message.error((error as Error).message);
      }
    },
    [entity, provider, screen, tr],
  );
}
