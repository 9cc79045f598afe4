/**
 * The background task queue of spec 4: requests the shop must get to the server even if the browser is
 * offline when they are made. A task is kept (IndexedDB through idb-keyval, so it survives a reload and a
 * closed tab) until it is transmitted; it is tried when the browser is online, once per round (spec 9:
 * network task max attempts 1), and again when the browser comes back online. Its reply is kept on the
 * task (result, code, meta); a `callback_event` is announced to the listeners, and an event named
 * 'store:...' goes to the store action registered under the rest of its name. Cacheable results stay;
 * other transmitted tasks are removed. A task enqueued with the id of one still waiting replaces it, so a
 * cart changed ten times offline sends its last state once.
 */

export interface Task {
  task_id: string;
  url: string;
  payload: { method: 'POST' | 'GET'; headers?: Record<string, string>; body?: string };
  transmited: boolean;
  result?: unknown;
  code?: number;
  meta?: unknown;
  callback_event?: string;
  silent?: boolean;
  is_result_cacheable?: boolean;
  created_at: number;
  updated_at: number;
}

export type NewTask = Omit<Task, 'transmited' | 'created_at' | 'updated_at' | 'result' | 'code' | 'meta'>;

/** Where tasks are kept: IndexedDB in the browser (see `indexedDbTasks`), a Map in the tests. */
export interface TaskStorage {
  all(): Promise<Task[]>;
  put(task: Task): Promise<void>;
  remove(taskId: string): Promise<void>;
}

export type TaskListener = (event: string, task: Task) => void;

export interface TaskQueue {
  enqueue(task: NewTask): Promise<Task>;
  /** Sends what waits, in the order it was made; stops at the first that cannot reach the server. */
  process(): Promise<void>;
  /** Spec 4 "User token": a session that ends clears the unsent tasks. */
  clearUnsent(): Promise<void>;
  /** 'store:cart/synced' reaches the action registered as 'cart/synced'. */
  registerStoreAction(name: string, action: (task: Task) => void): () => void;
  on(listener: TaskListener): () => void;
}

export function createTaskQueue(dependencies: {
  storage: TaskStorage;
  fetch: typeof fetch;
  isOnline: () => boolean;
  now?: () => number;
}): TaskQueue {
  const { storage, isOnline } = dependencies;
  const now = dependencies.now ?? Date.now;
  const storeActions = new Map<string, (task: Task) => void>();
  const listeners = new Set<TaskListener>();
  let running: Promise<void> | null = null;

  const announce = (task: Task) => {
    const event = task.callback_event;
    if (!event) return;
    if (event.startsWith('store:')) storeActions.get(event.slice('store:'.length))?.(task);
    for (const listener of listeners) listener(event, task);
  };

  async function execute(task: Task): Promise<boolean> {
    let response: Response;
    try {
      response = await dependencies.fetch(task.url, {
        method: task.payload.method,
        ...(task.payload.headers ? { headers: task.payload.headers } : {}),
        ...(task.payload.body !== undefined ? { body: task.payload.body } : {}),
      });
    } catch {
      return false;
    }
    const body = (await response.json().catch(() => null)) as { result?: unknown; meta?: unknown } | null;
    const done: Task = {
      ...task,
      transmited: true,
      result: body && 'result' in body ? body.result : body,
      code: response.status,
      meta: body?.meta,
      updated_at: now(),
    };
    // A newer task with this id may have replaced this one meanwhile: it stays to be sent.
    const current = (await storage.all()).find((entry) => entry.task_id === task.task_id);
    if (current && current.created_at === task.created_at) {
      if (done.is_result_cacheable) await storage.put(done);
      else await storage.remove(task.task_id);
    }
    announce(done);
    return true;
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (!isOnline()) return;
      const waiting = (await storage.all())
        .filter((task) => !task.transmited)
        .sort((a, b) => a.created_at - b.created_at);
      const next = waiting[0];
      if (!next) return;
      if (!(await execute(next))) return;
    }
  }

  const queue: TaskQueue = {
    async enqueue(input) {
      const stamp = now();
      const task: Task = { ...input, transmited: false, created_at: stamp, updated_at: stamp };
      await storage.put(task);
      void queue.process();
      return task;
    },
    process() {
      running ??= drain().finally(() => {
        running = null;
      });
      return running;
    },
    async clearUnsent() {
      for (const task of await storage.all()) if (!task.transmited) await storage.remove(task.task_id);
    },
    registerStoreAction(name, action) {
      storeActions.set(name, action);
      return () => storeActions.delete(name);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return queue;
}
