import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { generateDemoCatalogue } from '../../demo/catalogue';

const testApp = useTestApp();
const catalogue = generateDemoCatalogue();

/** The front pictures of the first shed's children, by sku ('GH-AVAN-1-ANT-S'). */
function shedFronts(): Map<string, string> {
  const parentId = catalogue.configurableChildren[0]?.parentId;
  const fronts = new Map<string, string>();
  for (const link of catalogue.configurableChildren.filter((row) => row.parentId === parentId)) {
    const sku = catalogue.products.find((product) => product.id === link.childId)?.sku ?? '';
    const media = catalogue.productMedia.find((row) => row.productId === link.childId && row.position === 0);
    if (media) fronts.set(sku, media.file);
  }
  return fronts;
}

async function svgOf(file: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/media/${file}` });
  expect(response.statusCode, file).toBe(200);
  return response;
}

describe('GET /media/*', () => {
  it("draws a shed's front differently for two sizes and for two colours", async () => {
    const fronts = shedFronts();
    const skus = [...fronts.keys()];
    const small = skus.find((sku) => sku.endsWith('-ANT-S')) ?? '';
    const large = skus.find((sku) => sku.endsWith('-ANT-L')) ?? '';
    const silver = skus.find((sku) => sku.endsWith('-SIL-S')) ?? '';
    const [smallSvg, largeSvg, silverSvg] = await Promise.all(
      [small, large, silver].map((sku) => svgOf(fronts.get(sku) ?? '')),
    );
    expect(smallSvg?.headers['content-type']).toBe('image/svg+xml');
    expect(smallSvg?.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(smallSvg?.body).toMatch(/^<svg /);
    expect(largeSvg?.body).not.toBe(smallSvg?.body);
    expect(silverSvg?.body).not.toBe(smallSvg?.body);
    expect(silverSvg?.body).toContain('fill="#b9bec3"');
    expect(smallSvg?.body).toContain('fill="#3b3f44"');
  });

  it('writes the measures in the dimension drawing, with inches beside them when asked', async () => {
    const front = [...shedFronts().values()][0] ?? '';
    const metric = await svgOf(front.replace('/front.svg', '/dimensions.svg'));
    const imperial = await svgOf(front.replace('/front.svg', '/dimensions-imperial.svg'));
    const width = /_(\d+)x/.exec(front)?.[1];
    expect(metric.body).toContain(`>${width} cm</text>`);
    expect(imperial.body).toMatch(new RegExp(`>${width} cm \\(\\d+\\.\\d in\\)</text>`));
  });

  it('keeps drawing the category, blog and banner illustrations', async () => {
    for (const file of [
      'catalog/category/sheds.svg',
      'catalog/blog/post-1.svg',
      'catalog/banner/sheds.svg',
    ]) {
      await svgOf(file);
    }
  });

  it('answers 404 for a path that names no picture', async () => {
    for (const file of [
      'catalog/model/castle_220x145x200_3b3f44/front.svg',
      'catalog/model/shed_220x145x200_3b3f44_gable_single/roof.svg',
      'catalog/model/shed_99999x145x200_3b3f44_gable_single/front.svg',
      'catalog/product/shed-purple-1.svg',
      'nothing.svg',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/media/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
  });
});
