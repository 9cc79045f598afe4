import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from './catalogue';

const catalogue = generateDemoCatalogue();
const skuOf = (id: number) => catalogue.products.find((product) => product.id === id)?.sku ?? '';
const crossSellsOf = (sku: string) => {
  const id = catalogue.products.find((product) => product.sku === sku)?.id;
  return catalogue.productLinks
    .filter((link) => link.productId === id && link.linkType === 'crosssell')
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((link) => skuOf(link.linkedProductId));
};
const valuesOf = (sku: string) =>
  catalogue.products.find((product) => product.sku === sku)?.attributeValues ?? {};

describe("the demo sheds' cross-sells", () => {
  it('link the Avantgarde shed to the floor plate of each of its sizes and one anchoring set', () => {
    const shed = catalogue.products.find((product) => product.sku.startsWith('GH-AVAN'));
    const linked = crossSellsOf(shed?.sku ?? '');
    expect(linked.filter((sku) => sku.startsWith('BP-'))).toHaveLength(3);
    expect(linked.filter((sku) => sku.startsWith('VS-'))).toHaveLength(1);
    const plates = linked.filter((sku) => sku.startsWith('BP-')).map(valuesOf);
    expect(plates.map((plate) => `${plate.width_cm}x${plate.depth_cm}`)).toEqual([
      '180x130',
      '220x160',
      '260x190',
    ]);
  });

  it('link each shed only to plates that hold one of its sizes, and to one anchoring set', () => {
    const sheds = catalogue.products.filter(
      (product) => product.sku.startsWith('GH-') && product.visibility !== 1,
    );
    for (const shed of sheds) {
      const childIds = catalogue.configurableChildren
        .filter((link) => link.parentId === shed.id)
        .map((link) => link.childId);
      const sizes = (childIds.length ? childIds.map(skuOf) : [shed.sku]).map(valuesOf);
      const linked = crossSellsOf(shed.sku);
      expect(
        linked.filter((sku) => sku.startsWith('VS-')),
        shed.sku,
      ).toHaveLength(1);
      for (const plate of linked.filter((sku) => sku.startsWith('BP-')).map(valuesOf)) {
        const holds = sizes.some(
          (size) =>
            Number(plate.width_cm) >= Number(size.width_cm) &&
            Number(plate.depth_cm) >= Number(size.depth_cm),
        );
        expect(holds, `${shed.sku} and its plate ${plate.width_cm}x${plate.depth_cm}`).toBe(true);
      }
    }
  });
});
