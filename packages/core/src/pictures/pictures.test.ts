import { describe, expect, it } from 'vitest';
import { parsePicturePath, picturePath, picturesOfPath } from './picture-path';
import { PRODUCT_FAMILIES, type ProductModel, VIEWS_OF_FAMILY } from './product-model';
import { convexHull, normalOf, projectPoint } from './projection';
import { renderPicturePath, renderProductPicture } from './render-picture';

const shed: ProductModel = {
  family: 'shed',
  width: 220,
  depth: 145,
  height: 200,
  colour: '#3b3f44',
  roof: 'gable',
  door: 'single',
};

/** A tiny well-formedness check: every tag closed in order, no NaN or Infinity in any number. */
function expectWellFormedSvg(svg: string): void {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop(), `</${name}>`).toBe(name);
    else open.push(name as string);
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/NaN|Infinity|undefined/);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).not.toMatch(/href|url\(|<image|<script/);
}

function polygonsOf(svg: string): string[] {
  return [...svg.matchAll(/<polygon points="([^"]+)"/g)].map((match) => match[1] as string);
}

describe('projectPoint', () => {
  it('draws the isometric axes 30 degrees off the horizontal, 1 cm to 1 unit', () => {
    const [x, y] = projectPoint('isometric', [100, 0, 0]);
    expect(x).toBeCloseTo(86.6025, 3);
    expect(y).toBeCloseTo(50, 6);
    const [dx, dy] = projectPoint('isometric', [0, 100, 0]);
    expect(dx).toBeCloseTo(-86.6025, 3);
    expect(dy).toBeCloseTo(50, 6);
  });

  it('draws heights straight up and the viewing axis (1, 1, 1) onto one point', () => {
    expect(projectPoint('isometric', [0, 0, 50])).toEqual([0, -50]);
    const [x, y] = projectPoint('isometric', [70, 70, 70]);
    expect(x).toBeCloseTo(0, 9);
    expect(y).toBeCloseTo(0, 9);
  });

  it('draws the side elevation with the depth across and the height up', () => {
    expect(projectPoint('side', [300, 40, 20])).toEqual([40, -20]);
  });

  it('finds the normal of a face from its winding', () => {
    expect(
      normalOf([
        [0, 0, 0],
        [1, 0, 0],
        [1, 1, 0],
        [0, 1, 0],
      ]),
    ).toEqual([0, 0, 1]);
  });

  it('outlines points by their convex hull', () => {
    expect(
      convexHull([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
      ]),
    ).toHaveLength(4);
  });
});

describe('renderProductPicture', () => {
  it('draws every view of every family as well-formed SVG', () => {
    for (const family of PRODUCT_FAMILIES) {
      for (const view of VIEWS_OF_FAMILY[family]) {
        const svg = renderProductPicture(
          { family, width: 120, depth: 60, height: 90, colour: '#b9bec3' },
          view,
        );
        expectWellFormedSvg(svg);
        expect(svg.length, `${family} ${view}`).toBeLessThan(20_000);
      }
    }
  });

  it('draws a wider, deeper or taller shed differently', () => {
    const front = renderProductPicture(shed, 'front');
    for (const change of [{ width: 260 }, { depth: 175 }, { height: 215 }]) {
      expect(polygonsOf(renderProductPicture({ ...shed, ...change }, 'front'))).not.toEqual(
        polygonsOf(front),
      );
    }
  });

  it('draws a bigger size bigger: one scale per family', () => {
    const extent = (svg: string) => {
      const xs = polygonsOf(svg).flatMap((points) =>
        points.split(' ').map((pair) => Number(pair.split(',')[0])),
      );
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(extent(renderProductPicture({ ...shed, width: 300, depth: 200 }, 'front'))).toBeGreaterThan(
      extent(renderProductPicture(shed, 'front')) * 1.2,
    );
  });

  it('fills the walls in the colour given, shaded per face', () => {
    const anthracite = renderProductPicture(shed, 'front');
    const green = renderProductPicture({ ...shed, colour: '#2f4f3a' }, 'front');
    expect(polygonsOf(green)).toEqual(polygonsOf(anthracite));
    expect(green).not.toEqual(anthracite);
    // The front wall faces the light as painted: its own colour, unshaded.
    expect(green).toContain('fill="#2f4f3a"');
    expect(anthracite).not.toContain('fill="#2f4f3a"');
  });

  it('changes roof and door in the drawing', () => {
    const front = renderProductPicture(shed, 'front');
    expect(renderProductPicture({ ...shed, roof: 'pent' }, 'front')).not.toEqual(front);
    expect(renderProductPicture({ ...shed, door: 'double' }, 'front')).not.toEqual(front);
    expect(renderProductPicture(shed, 'open')).not.toEqual(front);
  });

  it('writes the measures given in the dimension drawing', () => {
    const svg = renderProductPicture(shed, 'dimensions');
    for (const text of ['220 cm', '145 cm', '200 cm']) expect(svg).toContain(`>${text}</text>`);
  });

  it('writes inches beside centimetres for imperial stores, or as the formatter says', () => {
    expect(renderProductPicture(shed, 'dimensions', { units: 'imperial' })).toContain(
      '>220 cm (86.6 in)</text>',
    );
    const svg = renderProductPicture(shed, 'dimensions', {
      units: 'imperial',
      formatLength: (cm, units) => `${units}:${cm}`,
    });
    expect(svg).toContain('>imperial:145</text>');
  });

  it('refuses a model it cannot draw', () => {
    expect(() => renderProductPicture({ ...shed, width: Number.NaN }, 'front')).toThrow(RangeError);
    expect(() => renderProductPicture({ ...shed, colour: 'red' }, 'front')).toThrow(RangeError);
    expect(() => renderProductPicture({ ...shed, family: 'shelf' }, 'open')).toThrow(RangeError);
  });
});

describe('small parts and the shelf set', () => {
  const parts: ProductModel[] = [
    { family: 'tool-holder', width: 60, depth: 10, height: 12, colour: '#b9bec3' },
    { family: 'wall-hooks', width: 24, depth: 10, height: 8, colour: '#3b3f44' },
    { family: 'lighting', width: 18, depth: 9, height: 24, colour: '#3b3f44' },
    { family: 'lock', width: 6, depth: 3, height: 11, colour: '#b9bec3' },
    { family: 'gutter', width: 200, depth: 12, height: 9, colour: '#3b3f44' },
    { family: 'shelf-set', width: 300, depth: 40, height: 170, colour: '#b9bec3' },
  ];

  it('draw each family its own shape, in a front view and a dimension drawing', () => {
    const fronts = parts.map((part) => {
      expect(VIEWS_OF_FAMILY[part.family]).toEqual(['front', 'dimensions']);
      const svg = renderProductPicture({ ...part, width: 40, depth: 10, height: 20 }, 'front');
      expectWellFormedSvg(svg);
      return polygonsOf(svg).join('|');
    });
    expect(new Set(fronts).size).toBe(parts.length);
  });

  it('draw each colour its own picture, the product in the colour given', () => {
    for (const part of parts) {
      const green = renderProductPicture({ ...part, colour: '#2f4f3a' }, 'front');
      expect(green, part.family).not.toEqual(renderProductPicture(part, 'front'));
      expect(polygonsOf(green), part.family).toEqual(polygonsOf(renderProductPicture(part, 'front')));
      expect(green, part.family).toContain('#2f4f3a');
    }
  });

  it('write their real measures and read back from their paths', () => {
    for (const part of parts) {
      const svg = renderProductPicture(part, 'dimensions');
      for (const cm of [part.width, part.depth, part.height])
        expect(svg, part.family).toContain(`>${cm} cm</text>`);
      expect(parsePicturePath(picturePath(part, 'front'))?.model, part.family).toEqual(part);
    }
  });

  it('draw a wider shelf set with more units', () => {
    const set = parts[5] as ProductModel;
    const boards = (width: number) => polygonsOf(renderProductPicture({ ...set, width }, 'front')).length;
    expect(boards(300)).toBeGreaterThan(boards(100));
  });
});

describe('picture paths', () => {
  it('name the whole model, so a path reads back as its model', () => {
    const path = picturePath(shed, 'front');
    expect(path).toBe('catalog/model/shed_220x145x200_3b3f44_gable_single/front.svg');
    expect(parsePicturePath(path)).toEqual({ model: shed, view: 'front', units: 'metric' });
    const box: ProductModel = { family: 'storage-box', width: 130, depth: 60, height: 80, colour: '#b9bec3' };
    expect(parsePicturePath(picturePath(box, 'dimensions', 'imperial'))).toEqual({
      model: box,
      view: 'dimensions',
      units: 'imperial',
    });
  });

  it('know no other path, nor another spelling of a valid one', () => {
    for (const path of [
      'catalog/model/shed_0220x145x200_3b3f44_gable_single/front.svg',
      'catalog/model/shed_220x145x200_3B3F44_gable_single/front.svg',
      'catalog/model/shed_220x145x200_3b3f44_gable/front.svg',
      'catalog/model/shed_220x145x200_3b3f44_dome_single/front.svg',
      'catalog/model/shelf_220x145x200_3b3f44/open.svg',
      'catalog/model/castle_220x145x200_3b3f44/front.svg',
      'catalog/model/shed_0x145x200_3b3f44_gable_single/front.svg',
      'catalog/model/../../etc/passwd',
    ]) {
      expect(parsePicturePath(path), path).toBeUndefined();
      expect(renderPicturePath(path), path).toBeUndefined();
    }
  });

  it('list every view of the model a picture shows, the dimension drawing in the units asked', () => {
    const pictures = picturesOfPath(picturePath(shed, 'front'), 'imperial');
    expect(pictures?.map((picture) => picture.view)).toEqual(['front', 'open', 'side', 'dimensions']);
    expect(pictures?.[3]?.path).toBe(
      'catalog/model/shed_220x145x200_3b3f44_gable_single/dimensions-imperial.svg',
    );
    expect(picturesOfPath('catalog/product/shed-silver-1.svg', 'metric')).toBeUndefined();
  });

  it('render the picture a path names', () => {
    expect(renderPicturePath(picturePath(shed, 'side'))).toBe(renderProductPicture(shed, 'side'));
  });
});
