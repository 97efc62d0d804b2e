import { answerFlushRequests } from './flush-requests';

function flushRequest(port: MessagePort) {
  return new MessageEvent('message', { data: { type: 'FLUSH_OUTBOX', requestId: 'r1' }, ports: [port] });
}

function nextMessage(port: MessagePort): Promise<unknown> {
  return new Promise((resolve) => {
    port.onmessage = (event) => {
      resolve(event.data);
      port.close();
    };
  });
}

describe('answering the worker', () => {
  it('flushes, then answers FLUSH_DONE with the pending count on the port', async () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    let pending = 3;
    const flush = vi.fn(async () => {
      pending = 0;
    });
    const detach = answerFlushRequests({ flush, pending: () => pending }, container);
    const channel = new MessageChannel();
    const answer = nextMessage(channel.port1);
    container.dispatchEvent(flushRequest(channel.port2));
    expect(await answer).toEqual({ type: 'FLUSH_DONE', requestId: 'r1', ok: true, pending: 0 });
    expect(flush).toHaveBeenCalledOnce();
    detach();
  });

  it('answers not ok when the flush throws, and ignores other messages', async () => {
    const container = new EventTarget() as ServiceWorkerContainer;
    const flush = vi.fn(async () => {
      throw new Error('offline');
    });
    const detach = answerFlushRequests({ flush, pending: () => 2 }, container);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } }));
    expect(flush).not.toHaveBeenCalled();
    const channel = new MessageChannel();
    const answer = nextMessage(channel.port1);
    container.dispatchEvent(flushRequest(channel.port2));
    expect(await answer).toMatchObject({ ok: false, pending: 2 });
    detach();
  });
});
