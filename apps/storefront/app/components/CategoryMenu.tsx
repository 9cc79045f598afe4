import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { type MenuCategory, useStore } from '../lib/use-store';
import { useUiState } from '../state/ui-state';

function childrenOf(menu: MenuCategory[], parentId: number): MenuCategory[] {
  return menu.filter((category) => category.parentId === parentId).sort((a, b) => a.position - b.position);
}

/**
 * The category menu (root id 2, sorted by position). Submenus follow the disclosure pattern: a button
 * beside each parent link opens its list; pointer hover opens it too and leaving pops it after 300 ms
 * (spec 2). Without JavaScript the submenus open on hover and focus through CSS.
 */
export function CategoryMenu({ rootId }: { rootId: number }) {
  const { t } = useTranslation();
  const { storeView, menu } = useStore();
  const ui = useUiState();
  const top = childrenOf(menu, rootId);
  return (
    <nav aria-label={t('a11y.mainNavigation')} className="category-menu">
      <ul className="menu-level-1">
        {top.map((category) => {
          const children = childrenOf(menu, category.id);
          const expanded = ui.state.submenuPath[0] === category.id;
          return (
            <li
              key={category.id}
              className={expanded ? 'has-submenu is-open' : children.length ? 'has-submenu' : undefined}
              onMouseEnter={children.length ? () => ui.openSubmenu(category.id, 0) : undefined}
              onMouseLeave={children.length ? () => ui.popSubmenuLater() : undefined}
            >
              <Link to={urls.category(storeView.storeCode, category.slug)} prefetch="intent">
                {category.name}
              </Link>
              {children.length > 0 && (
                <>
                  <button
                    type="button"
                    className="submenu-toggle"
                    aria-expanded={expanded}
                    aria-controls={`submenu-${category.id}`}
                    aria-label={t('a11y.showSubmenu', { name: category.name })}
                    onClick={() => (expanded ? ui.close() : ui.openSubmenu(category.id, 0))}
                  >
                    <span aria-hidden="true">▾</span>
                  </button>
                  <ul id={`submenu-${category.id}`} className="menu-level-2">
                    {children.map((child) => (
                      <li key={child.id}>
                        <Link to={urls.category(storeView.storeCode, child.slug)} prefetch="intent">
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
