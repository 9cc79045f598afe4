import { describe, expect, it } from 'vitest';
import { type FooterNode, footerColumns } from './footer-columns';

const node = (
  node_id: number,
  parent_node_id: number | null,
  identifier: string,
  position: number,
): FooterNode => ({
  node_id,
  parent_node_id,
  identifier,
  label: identifier.toUpperCase(),
  request_url: parent_node_id === null ? '' : `${identifier}-page`,
  level: parent_node_id === null ? 0 : 1,
  position,
});

describe('footerColumns', () => {
  it('puts each page under its column, in the tree order, and keeps every column in the footer order', () => {
    const columns = footerColumns([
      node(2, null, 'company', 2),
      node(1, null, 'legal', 1),
      node(11, 1, 'privacy', 8),
      node(10, 1, 'imprint', 5),
      node(12, 2, 'about', 9),
    ]);
    expect(columns.map((column) => column.group)).toEqual(['service', 'legal', 'company']);
    expect(columns[0]?.links).toEqual([]);
    expect(columns[1]?.links).toEqual([
      { key: 'imprint', label: 'IMPRINT', identifier: 'imprint-page' },
      { key: 'privacy', label: 'PRIVACY', identifier: 'privacy-page' },
    ]);
    expect(columns[2]?.links.map((link) => link.key)).toEqual(['about']);
  });
});
