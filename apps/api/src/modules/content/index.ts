import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { contentRoutes } from './routes';

export { sanitizeCmsHtml } from './sanitize-cms-html';
export { type ContentType, loadContentDocuments } from './service';

/** CMS pages and blocks, the blog, job offers and the store config by country. */
export const contentModule: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(contentRoutes, { db });
};
