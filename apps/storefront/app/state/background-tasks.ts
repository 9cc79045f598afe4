import { createStore, del, set, values } from 'idb-keyval';
import { createTaskQueue, type Task, type TaskQueue, type TaskStorage } from './task-queue';

/** Tasks in memory, where the browser offers no IndexedDB (some private modes): they last for the page. */
function memoryTasks(): TaskStorage {
  const tasks = new Map<string, Task>();
  return {
    all: async () => [...tasks.values()],
    put: async (task) => {
      tasks.set(task.task_id, task);
    },
    remove: async (taskId) => {
      tasks.delete(taskId);
    },
  };
}

function indexedDbTasks(): TaskStorage {
  const store = createStore('hortus', 'tasks');
  return {
    all: () => values<Task>(store),
    put: (task) => set(task.task_id, task, store),
    remove: (taskId) => del(taskId, store),
  };
}

let queue: TaskQueue | null = null;

/** The page's background task queue (state/task-queue.ts), made on first use; it runs again when online. */
export function backgroundTasks(): TaskQueue {
  if (queue) return queue;
  const made = createTaskQueue({
    storage: typeof indexedDB === 'undefined' ? memoryTasks() : indexedDbTasks(),
    fetch: (input, init) => fetch(input, init),
    isOnline: () => navigator.onLine,
  });
  window.addEventListener('online', () => void made.process());
  queue = made;
  // Tasks left by an earlier page wait until the browser is idle: opening IndexedDB at hydration would
  // lengthen the page's busiest moment.
  const run = () => void made.process();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(run, 200);
  return made;
}
