import type { CacheTagKind } from '@hortus/core';

/** What a route tells the layouts and the server about its pages (its `handle` export). */
export interface RouteHandle {
  /**
   * The page is the same for every visitor without a session and may be kept in the output cache
   * (server/output-cache), tagged with these kinds besides the tags of the API answers it read.
   */
  cache?: readonly CacheTagKind[];
  /** Pages that show the country and language bar (payments spec 2). */
  storeChooser?: boolean;
  /** What the page says when it could not load because the browser is offline (else the error page). */
  offlineText?: string;
}
