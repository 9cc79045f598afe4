import { renderPicturePath } from '@hortus/core/pictures';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderIllustration } from '../../demo/illustrations';
import { notFound } from '../../http/envelope';

/**
 * Serves the product pictures drawn from their model (`catalog/model/...`, a pure function of the path:
 * packages/core/src/pictures, ADR 0013) and the demo catalogue's other illustrations (categories, blog,
 * banners and the small parts without a model), rendered from their file name; a real shop points
 * MEDIA_BASE_URL at its image CDN for photographs instead.
 */
export const mediaModule: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/*',
      { schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } },
      async (request, reply) => {
        const file = request.params['*'];
        const svg = renderPicturePath(file) ?? renderIllustration(file);
        if (svg === undefined) throw notFound('No such image');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );
};
