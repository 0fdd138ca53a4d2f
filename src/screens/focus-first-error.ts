/** Focuses the first field marked invalid, in screen order (SPEC: the first failure is focused). */
export function focusFirstError(container: HTMLElement | null): void {
  const item = container?.querySelector('.ant-formily-item-error');
  const input = item?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [tabindex]:not([tabindex="-1"])');
  input?.focus();
  item?.scrollIntoView?.({ block: 'center' });
}
