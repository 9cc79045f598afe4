/** A node of the CMS page tree as the catalogue search answers it (type 'cms_hierarchy'). */
export interface FooterNode {
  node_id: number;
  parent_node_id: number | null;
  identifier: string;
  label: string;
  request_url: string;
  level: number;
  position: number;
}

/** The footer's columns, in their order; the storefront adds its own links (blog, cookie settings) to them. */
const FOOTER_GROUPS = ['service', 'legal', 'company'] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

export interface FooterLink {
  /** The page's role ('imprint', 'withdrawal', ...): the same in every store view. */
  key: string;
  label: string;
  /** The page's identifier, its path in the store. */
  identifier: string;
}

export interface FooterColumn {
  group: FooterGroup;
  links: FooterLink[];
}

/**
 * The footer's columns from the page tree: every column, in order, with the pages under its root node by
 * position. A column the tree lacks is empty (the storefront's own links still go there).
 */
export function footerColumns(nodes: FooterNode[]): FooterColumn[] {
  return FOOTER_GROUPS.map((group) => {
    const root = nodes.find((node) => node.parent_node_id === null && node.identifier === group);
    const links = root
      ? nodes
          .filter((node) => node.parent_node_id === root.node_id && node.request_url)
          .sort((a, b) => a.position - b.position)
          .map((node) => ({ key: node.identifier, label: node.label, identifier: node.request_url }))
      : [];
    return { group, links };
  });
}
