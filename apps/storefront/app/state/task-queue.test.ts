import { describe, expect, it } from 'vitest';
import { createTaskQueue, type Task, type TaskStorage } from './task-queue';

function storage(): TaskStorage & { tasks: Map<string, Task> } {
  const tasks = new Map<string, Task>();
  return {
    tasks,
    all: async () => [...tasks.values()],
    put: async (task) => {
      tasks.set(task.task_id, structuredClone(task));
    },
    remove: async (id) => {
      tasks.delete(id);
    },
  };
}

/** A server that answers `{ code, result }` with the body it got, or fails like a lost network. */
function network() {
  const received: { url: string; body: string | undefined }[] = [];
  let reachable = true;
  const fetch = (async (url: string, init?: RequestInit) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    received.push({ url, body: init?.body as string | undefined });
    return Response.json({ code: 200, result: { echo: init?.body ?? null }, meta: { at: 'server' } });
  }) as typeof globalThis.fetch;
  return {
    received,
    fetch,
    set: (value: boolean) => {
      reachable = value;
    },
  };
}

const task = (id: string, body: string, extra: Partial<Task> = {}) => ({
  task_id: id,
  url: `/de-de/${id}`,
  payload: { method: 'POST' as const, body },
  ...extra,
});

describe('the background task queue', () => {
  it('keeps a task made offline and sends it, once, when the browser is back online', async () => {
    const kept = storage();
    const net = network();
    let online = false;
    let clock = 1;
    const queue = createTaskQueue({
      storage: kept,
      fetch: net.fetch,
      isOnline: () => online,
      now: () => clock++,
    });
    await queue.enqueue(task('profile', '{"firstname":"Erika"}'));
    await queue.process();
    expect(net.received).toEqual([]);
    expect([...kept.tasks.values()]).toMatchObject([{ task_id: 'profile', transmited: false }]);

    online = true;
    await queue.process();
    await queue.process();
    expect(net.received).toEqual([{ url: '/de-de/profile', body: '{"firstname":"Erika"}' }]);
    expect(kept.tasks.size).toBe(0);
  });

  it('sends tasks in the order they were made and stops at the first the network refuses', async () => {
    const kept = storage();
    const net = network();
    let clock = 1;
    const queue = createTaskQueue({
      storage: kept,
      fetch: net.fetch,
      isOnline: () => true,
      now: () => clock++,
    });
    net.set(false);
    await queue.enqueue(task('a', '1'));
    await queue.enqueue(task('b', '2'));
    await queue.process();
    expect(kept.tasks.size).toBe(2);
    net.set(true);
    await queue.process();
    expect(net.received.map((entry) => entry.url)).toEqual(['/de-de/a', '/de-de/b']);
  });

  it('replaces a waiting task of the same id, so only the latest state goes out', async () => {
    const kept = storage();
    const net = network();
    let online = false;
    let clock = 1;
    const queue = createTaskQueue({
      storage: kept,
      fetch: net.fetch,
      isOnline: () => online,
      now: () => clock++,
    });
    await queue.enqueue(task('cart-sync:de-de', '{"qty":1}'));
    await queue.enqueue(task('cart-sync:de-de', '{"qty":3}'));
    online = true;
    await queue.process();
    expect(net.received.map((entry) => entry.body)).toEqual(['{"qty":3}']);
  });

  it("keeps the reply on the task, announces its event and gives 'store:' events to the store action", async () => {
    const kept = storage();
    const net = network();
    const queue = createTaskQueue({ storage: kept, fetch: net.fetch, isOnline: () => true });
    const heard: string[] = [];
    const acted: Task[] = [];
    queue.on((event) => heard.push(event));
    queue.registerStoreAction('cart/synced', (done) => acted.push(done));
    await queue.enqueue(task('cart-sync:de-de', 'x', { callback_event: 'store:cart/synced' }));
    await queue.process();
    expect(heard).toEqual(['store:cart/synced']);
    expect(acted).toMatchObject([
      { transmited: true, code: 200, result: { echo: 'x' }, meta: { at: 'server' } },
    ]);
  });

  it('keeps transmitted tasks only when their result is cacheable', async () => {
    const kept = storage();
    const net = network();
    const queue = createTaskQueue({ storage: kept, fetch: net.fetch, isOnline: () => true });
    await queue.enqueue(task('kept', '1', { is_result_cacheable: true }));
    await queue.enqueue(task('dropped', '2'));
    await queue.process();
    expect([...kept.tasks.values()]).toMatchObject([{ task_id: 'kept', transmited: true, code: 200 }]);
  });

  it('clears the unsent tasks when the session ends', async () => {
    const kept = storage();
    const net = network();
    const queue = createTaskQueue({ storage: kept, fetch: net.fetch, isOnline: () => false });
    await queue.enqueue(task('a', '1'));
    await queue.clearUnsent();
    expect(kept.tasks.size).toBe(0);
  });
});
