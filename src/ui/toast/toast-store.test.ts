import { dismissToast, getVisibleToasts, toast, TOAST_LIMIT } from './toast-store';

describe('toast store', () => {
  afterEach(() => dismissToast());

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'Primo' });
    const second = toast({ title: 'Secondo', variant: 'success' });
    const visible = getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ id: second, title: 'Secondo', variant: 'success' });
  });

  it('dismisses a toast by id and leaves others alone', () => {
    const id = toast({ title: 'Ciao' });
    dismissToast(id + 1000);
    expect(getVisibleToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getVisibleToasts()).toHaveLength(0);
  });

  it('notifies subscribers', async () => {
    const { subscribeToasts } = await import('./toast-store');
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: 'x' });
    unsubscribe();
    toast({ title: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
