import { defineEntityHooks } from './entity-hooks';

/** Recharge checks: the difference is always the channel's amount less the platform's. */
export default defineEntityHooks({
  async beforeSave({ values, before }) {
    const channel = Number(values.channelAmount ?? before?.channelAmount ?? 0);
    const platform = Number(values.platformAmount ?? before?.platformAmount ?? 0);
    values.diff = channel - platform;
  },
});
