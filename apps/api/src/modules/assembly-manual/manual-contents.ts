import type { ProductFamily } from '@hortus/core/pictures';
import type { PartKey, StepKey } from './instruction-texts';

/** The measures of a product as its picture model gives them, in cm. */
export interface Measures {
  width: number;
  depth: number;
  height: number;
}

export interface ManualContents {
  parts: { part: PartKey; qty: number }[];
  steps: StepKey[];
}

/** The width of one wall, side or roof panel: the steel profile all the families are built of. */
const PANEL_WIDTH_CM = 60;

const panelsAlong = (length: number) => Math.max(1, Math.ceil(length / PANEL_WIDTH_CM));

/**
 * What the assembly manual of a family lists: its parts, counted from the measures where they depend on
 * them (one panel per 60 cm of wall or roof), and the steps in the order they are done. A product without
 * a picture model (small parts) gets the general steps only.
 */
export function manualContents(
  family: ProductFamily | undefined,
  measures: Measures | undefined,
): ManualContents {
  const width = measures?.width ?? PANEL_WIDTH_CM;
  const depth = measures?.depth ?? PANEL_WIDTH_CM;
  const around = 2 * panelsAlong(width) + 2 * panelsAlong(depth);
  switch (family) {
    case 'shed':
      return {
        parts: [
          { part: 'baseFrame', qty: 1 },
          { part: 'cornerPost', qty: 4 },
          { part: 'wallPanel', qty: around - 1 },
          { part: 'roofPanel', qty: panelsAlong(width) },
          { part: 'door', qty: 1 },
          { part: 'screwSet', qty: 1 },
        ],
        steps: ['unpack', 'ground', 'baseFrame', 'walls', 'roof', 'door', 'anchor', 'check'],
      };
    case 'bike-shed':
      return {
        parts: [
          { part: 'baseFrame', qty: 1 },
          { part: 'cornerPost', qty: 4 },
          { part: 'sidePanel', qty: 2 * panelsAlong(depth) + panelsAlong(width) },
          { part: 'roofPanel', qty: panelsAlong(width) },
          { part: 'screwSet', qty: 1 },
        ],
        steps: ['unpack', 'ground', 'baseFrame', 'walls', 'roof', 'anchor', 'check'],
      };
    case 'storage-box':
      return {
        parts: [
          { part: 'baseFrame', qty: 1 },
          { part: 'sidePanel', qty: around },
          { part: 'lid', qty: 1 },
          { part: 'screwSet', qty: 1 },
        ],
        steps: ['unpack', 'ground', 'baseFrame', 'walls', 'lid', 'check'],
      };
    case 'raised-bed':
      return {
        parts: [
          { part: 'cornerPost', qty: 4 },
          { part: 'sidePanel', qty: around },
          { part: 'screwSet', qty: 1 },
        ],
        steps: ['unpack', 'ground', 'walls', 'check', 'fill'],
      };
    case 'floor-plate':
      return {
        parts: [
          { part: 'baseFrame', qty: 1 },
          { part: 'floorPanel', qty: panelsAlong(width) },
          { part: 'screwSet', qty: 1 },
        ],
        steps: ['unpack', 'ground', 'baseFrame', 'floor', 'check'],
      };
    case 'anchoring-set':
      return {
        parts: [
          { part: 'groundAnchor', qty: 4 },
          { part: 'screwSet', qty: 1 },
        ],
        steps: ['unpack', 'anchor', 'check'],
      };
    default:
      return { parts: [{ part: 'screwSet', qty: 1 }], steps: ['unpack', 'fixing', 'check'] };
  }
}
