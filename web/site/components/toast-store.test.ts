import { beforeEach, describe, expect, it } from 'vitest';
import { showToast, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows one notice at a time: a new one replaces the last', () => {
    showToast({ title: 'Message Sent!' });
    showToast({ title: 'Error', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Error', variant: 'destructive' });
  });

  it('defaults to the plain variant and removes a dismissed notice', () => {
    showToast({ title: 'Message Sent!' });
    const [toast] = useToastStore.getState().toasts;
    expect(toast!.variant).toBe('default');
    useToastStore.getState().dismiss(toast!.id);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
