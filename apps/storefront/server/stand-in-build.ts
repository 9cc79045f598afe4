import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';

/**
 * A server build for the storefront server's tests: their own routes and page entry, the rest of what
 * React Router's request handler reads.
 */
export function standInBuild(parts: { entry: object; routes: Record<string, object> }): ServerBuild {
  return {
    entry: { module: parts.entry },
    routes: parts.routes,
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {},
      url: '/assets/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

/** Listens on a free loopback port; the server's URL. */
export function listenOnLoopback(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}
