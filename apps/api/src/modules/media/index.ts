import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderIllustration } from '../../demo/illustrations';
import { notFound } from '../../http/envelope';

/**
 * Serves the demo catalogue's product and blog images, which are SVG illustrations rendered from their
 * file name; a real shop points MEDIA_BASE_URL at its image CDN instead.
 */
export const mediaModule: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/media/*',
      { schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } },
      async (request, reply) => {
        const svg = renderIllustration(request.params['*']);
        if (svg === undefined) throw notFound('No such image');
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=86400, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );
};
