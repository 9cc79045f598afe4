import {
  DOOR_TYPES,
  type DoorType,
  isProductModel,
  type LengthUnits,
  PICTURE_VIEWS,
  type PictureView,
  PRODUCT_FAMILIES,
  type ProductFamily,
  type ProductModel,
  ROOF_TYPES,
  type RoofType,
  VIEWS_OF_FAMILY,
} from './product-model';

/**
 * A product picture's media path names its whole model, so the picture is a pure function of its path
 * (ADR 0013): `catalog/model/<family>_<w>x<d>x<h>_<rrggbb>[_<roof>][_<door>]/<view>.svg`, e.g.
 * `catalog/model/shed_220x145x200_3b3f44_gable_single/front.svg`. Sheds name roof and door, bike sheds
 * their roof. The dimension drawing in inches beside cm is `dimensions-imperial.svg`.
 */
export const PICTURE_PATH_PREFIX = 'catalog/model/';

export interface PictureOfPath {
  model: ProductModel;
  view: PictureView;
  units: LengthUnits;
}

function fileOf(view: PictureView, units: LengthUnits): string {
  return view === 'dimensions' && units === 'imperial' ? 'dimensions-imperial.svg' : `${view}.svg`;
}

/** The media path of one picture of a model (canonical: parsePicturePath reads back only this form). */
export function picturePath(model: ProductModel, view: PictureView, units: LengthUnits = 'metric'): string {
  const parts: string[] = [
    model.family,
    `${model.width}x${model.depth}x${model.height}`,
    model.colour.slice(1),
  ];
  if (model.family === 'shed' || model.family === 'bike-shed')
    parts.push(model.roof ?? (model.family === 'shed' ? 'pent' : 'arched'));
  if (model.family === 'shed') parts.push(model.door ?? 'single');
  return `${PICTURE_PATH_PREFIX}${parts.join('_')}/${fileOf(view, units)}`;
}

/**
 * The model, view and units a media path names; undefined for any other path, including one that names
 * a valid model in another spelling (leading zeros, upper case), so each picture has one address.
 */
export function parsePicturePath(path: string): PictureOfPath | undefined {
  const match =
    /^catalog\/model\/([a-z-]+)_(\d{1,4})x(\d{1,4})x(\d{1,4})_([0-9a-f]{6})((?:_[a-z]+){0,2})\/([a-z-]+)\.svg$/.exec(
      path,
    );
  if (!match) return undefined;
  const [, family = '', width, depth, height, colour, extras = '', file = ''] = match;
  if (!PRODUCT_FAMILIES.includes(family as ProductFamily)) return undefined;
  const [roof, door] = extras.split('_').slice(1);
  const model: ProductModel = {
    family: family as ProductFamily,
    width: Number(width),
    depth: Number(depth),
    height: Number(height),
    colour: `#${colour}`,
    ...(roof !== undefined && { roof: roof as RoofType }),
    ...(door !== undefined && { door: door as DoorType }),
  };
  if (roof !== undefined && !ROOF_TYPES.includes(roof as RoofType)) return undefined;
  if (door !== undefined && !DOOR_TYPES.includes(door as DoorType)) return undefined;
  const units: LengthUnits = file === 'dimensions-imperial' ? 'imperial' : 'metric';
  const view = (units === 'imperial' ? 'dimensions' : file) as PictureView;
  if (!PICTURE_VIEWS.includes(view) || !isProductModel(model)) return undefined;
  if (!VIEWS_OF_FAMILY[model.family].includes(view)) return undefined;
  if (picturePath(model, view, units) !== path) return undefined;
  return { model, view, units };
}

/**
 * Every picture of the model a picture path names, in gallery order, with the dimension drawing in the
 * given units; undefined when the path is not a model picture. The gallery uses it to show all views of
 * the colour and size chosen from the one image a configurable child carries.
 */
export function picturesOfPath(
  path: string,
  units: LengthUnits,
): { view: PictureView; path: string }[] | undefined {
  const picture = parsePicturePath(path);
  if (!picture) return undefined;
  return VIEWS_OF_FAMILY[picture.model.family].map((view) => ({
    view,
    path: picturePath(picture.model, view, units),
  }));
}
