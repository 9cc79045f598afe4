import type { Language } from '@hortus/core';
import type { Database } from '../../db/database';
import { attributeLabels, attributeOptionLabels, attributeOptions, attributes } from './tables';

export interface CatalogAttribute {
  id: number;
  code: string;
  frontendInput: string;
  isFilterable: boolean;
  isComparable: boolean;
  isUserDefined: boolean;
  isVisible: boolean;
  position: number;
  labels: Map<string, string>;
  options: { id: number; position: number; swatch: string | null; labels: Map<string, string> }[];
}

/** Every attribute with its labels and options in all languages; small and read on every search. */
export interface AttributeCatalog {
  byCode: Map<string, CatalogAttribute>;
  /** The attribute an option id belongs to. */
  attributeOfOption: Map<number, CatalogAttribute>;
}

export async function loadAttributeCatalog(db: Database): Promise<AttributeCatalog> {
  const [attributeRows, labelRows, optionRows, optionLabelRows] = await Promise.all([
    db.select().from(attributes).orderBy(attributes.position, attributes.id),
    db.select().from(attributeLabels),
    db.select().from(attributeOptions).orderBy(attributeOptions.position, attributeOptions.id),
    db.select().from(attributeOptionLabels),
  ]);
  const optionLabels = new Map<number, Map<string, string>>();
  for (const row of optionLabelRows) {
    if (!optionLabels.has(row.optionId)) optionLabels.set(row.optionId, new Map());
    optionLabels.get(row.optionId)?.set(row.language, row.label);
  }
  const byCode = new Map<string, CatalogAttribute>();
  const byId = new Map<number, CatalogAttribute>();
  for (const row of attributeRows) {
    const attribute: CatalogAttribute = {
      id: row.id,
      code: row.code,
      frontendInput: row.frontendInput,
      isFilterable: row.isFilterable,
      isComparable: row.isComparable,
      isUserDefined: row.isUserDefined,
      isVisible: row.isVisible,
      position: row.position,
      labels: new Map(
        labelRows.filter((label) => label.attributeId === row.id).map((l) => [l.language, l.label]),
      ),
      options: [],
    };
    byCode.set(row.code, attribute);
    byId.set(row.id, attribute);
  }
  const attributeOfOption = new Map<number, CatalogAttribute>();
  for (const row of optionRows) {
    const attribute = byId.get(row.attributeId);
    if (!attribute) continue;
    attribute.options.push({
      id: row.id,
      position: row.position,
      swatch: row.swatch,
      labels: optionLabels.get(row.id) ?? new Map(),
    });
    attributeOfOption.set(row.id, attribute);
  }
  return { byCode, attributeOfOption };
}

/** The attribute as the spec's attribute entity, in one language. */
export function attributeDocument(attribute: CatalogAttribute, language: Language) {
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    frontend_input: attribute.frontendInput,
    frontend_label: attribute.labels.get(language) ?? attribute.labels.get('en') ?? attribute.code,
    default_frontend_label: attribute.labels.get('en') ?? attribute.code,
    is_filterable: attribute.isFilterable,
    is_comparable: attribute.isComparable,
    is_user_defined: attribute.isUserDefined,
    is_visible: attribute.isVisible,
    position: attribute.position,
    options: attribute.options.map((option) => ({
      value: option.id,
      label: option.labels.get(language) ?? option.labels.get('en') ?? String(option.id),
      sort_order: option.position,
      swatch: option.swatch,
    })),
  };
}
