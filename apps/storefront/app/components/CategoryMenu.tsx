import { ROOT_CATEGORY_ID } from '@hortus/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { urls } from '../lib/urls';
import { type MenuCategory, useStore } from '../lib/use-store';
import { useUiState } from '../state/ui-state';

/** The "more" menu's place in the submenu path: no category has a negative id. */
const MORE_MENU = -1;

function childrenOf(menu: MenuCategory[], parentId: number): MenuCategory[] {
  return menu.filter((category) => category.parentId === parentId).sort((a, b) => a.position - b.position);
}

/**
 * The category menu (root id 2, sorted by position), on one line: the categories that do not fit move
 * into a "more" menu at its end (measured in the browser; before that, CSS clips the line). Submenus
 * follow the disclosure pattern: a button beside each parent link opens its list; a mouse over it opens it
 * too and leaving pops it after 300 ms (spec 2); Escape closes it. Without JavaScript the submenus open on
 * hover and focus through CSS.
 */
export function CategoryMenu({ rootId }: { rootId: number }) {
  const { t } = useTranslation();
  const { storeView, menu } = useStore();
  const ui = useUiState();
  // A submenu opened by a click stays open until something closes it: following one of its links does.
  const closeSubmenus = () => ui.closeSubmenus();
  const list = useRef<HTMLUListElement>(null);
  const fitting = useFittingCount(list);
  const top = childrenOf(menu, rootId);
  const shown = fitting ?? top.length;
  const more = top.slice(shown);
  const store = storeView.storeCode;
  return (
    <nav
      aria-label={t('a11y.mainNavigation')}
      className={fitting === null ? 'category-menu' : 'category-menu is-fitted'}
    >
      <ul className="menu-level-1" ref={list}>
        {top.map((category, index) => {
          const children = childrenOf(menu, category.id);
          return (
            <Submenu
              key={category.id}
              id={category.id}
              hidden={index >= shown}
              label={t('a11y.showSubmenu', { name: category.name })}
              top={
                <Link to={urls.category(store, category.slug)} prefetch="intent" onClick={closeSubmenus}>
                  {category.name}
                </Link>
              }
              hover
            >
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={urls.category(store, child.slug)} prefetch="intent" onClick={closeSubmenus}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </Submenu>
          );
        })}
        <Submenu
          id={MORE_MENU}
          hidden={more.length === 0}
          className="menu-more"
          top={null}
          label={t('header.more')}
        >
          {more.map((category) => (
            <li key={category.id} className="menu-more-category">
              <Link to={urls.category(store, category.slug)} onClick={closeSubmenus}>
                {category.name}
              </Link>
              <CategoryLinks categories={childrenOf(menu, category.id)} onNavigate={closeSubmenus} />
            </li>
          ))}
        </Submenu>
      </ul>
    </nav>
  );
}

/**
 * One entry of the menu line with its disclosure: `top` is the entry's own link beside the toggle; without
 * it the toggle shows its label as text (the "more" menu).
 */
function Submenu({
  id,
  top,
  label,
  hidden,
  hover = false,
  className,
  children,
}: {
  id: number;
  top: React.ReactNode;
  label: string;
  hidden: boolean;
  hover?: boolean;
  className?: string;
  children: React.ReactNode[];
}) {
  const ui = useUiState();
  const toggle = useRef<HTMLButtonElement>(null);
  // Opened by the mouse passing over it: leaving closes it, and a click on the toggle keeps it open.
  const byHover = useRef(false);
  const expanded = ui.state.submenuPath[0] === id;
  // The "more" entry keeps its toggle while its list is empty, so that its width can be measured.
  const hasSubmenu = children.length > 0 || !top;
  const open = () => ui.openSubmenu(id, 0, toggle.current);
  const classes = [className, hasSubmenu && 'has-submenu', expanded && 'is-open'].filter(Boolean).join(' ');
  const followsMouse = hover && hasSubmenu;
  return (
    <li
      hidden={hidden}
      className={classes || undefined}
      onPointerEnter={
        followsMouse
          ? (event) => {
              if (event.pointerType !== 'mouse' || (expanded && !byHover.current)) return;
              byHover.current = true;
              open();
            }
          : undefined
      }
      onPointerLeave={
        followsMouse
          ? (event) => {
              if (event.pointerType === 'mouse' && byHover.current) ui.popSubmenuLater();
            }
          : undefined
      }
      onBlur={(event) => {
        // The keyboard left the entry: its submenu goes with it.
        if (expanded && !event.currentTarget.contains(event.relatedTarget)) ui.closeSubmenus();
      }}
    >
      {top}
      {hasSubmenu && (
        <>
          <button
            ref={toggle}
            type="button"
            className="submenu-toggle"
            aria-expanded={expanded}
            aria-controls={`submenu-${id}`}
            aria-label={top ? label : undefined}
            onClick={() => {
              if (expanded && !byHover.current) return ui.closeSubmenus();
              byHover.current = false;
              open();
            }}
          >
            {top ? (
              <span aria-hidden="true">▾</span>
            ) : (
              <>
                {label} <span aria-hidden="true">▾</span>
              </>
            )}
          </button>
          <ul id={`submenu-${id}`} className="menu-level-2">
            {children}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * How many entries of the menu line fit beside the "more" menu, or null until measured. The widths are
 * measured once, as the server rendered the line (every entry shown); names change only with a reload.
 */
function useFittingCount(list: React.RefObject<HTMLUListElement | null>): number | null {
  const [fitting, setFitting] = useState<number | null>(null);
  useLayoutEffect(() => {
    const line = list.current;
    if (!line) return;
    let ends: number[] | null = null;
    let moreWidth = 0;
    const measure = () => {
      const entries = [...line.children] as HTMLElement[];
      const more = entries.pop();
      if (!more) return [];
      const start = line.getBoundingClientRect().left;
      more.hidden = false;
      const gap = Number.parseFloat(getComputedStyle(line).columnGap) || 0;
      moreWidth = more.getBoundingClientRect().width + gap;
      more.hidden = true;
      return entries.map((entry) => entry.getBoundingClientRect().right - start);
    };
    const fit = () => {
      const available = line.clientWidth;
      // The line is not shown at phone widths: measure once it is.
      if (available === 0) return;
      ends ??= measure();
      const all = ends.length;
      const last = ends[all - 1] ?? 0;
      setFitting(last <= available ? all : ends.findIndex((end) => end + moreWidth > available));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(line);
    return () => observer.disconnect();
  }, [list]);
  return fitting;
}

function CategoryLinks({ categories, onNavigate }: { categories: MenuCategory[]; onNavigate?: () => void }) {
  const { storeView } = useStore();
  if (categories.length === 0) return null;
  return (
    <ul className="category-links">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={urls.category(storeView.storeCode, category.slug)} onClick={onNavigate}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every category with its sub-categories as a plain nested list, and the blog: the mobile menu's content. */
export function CategoryTree({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { storeView, menu } = useStore();
  const store = storeView.storeCode;
  return (
    <ul className="sidebar-list">
      {childrenOf(menu, ROOT_CATEGORY_ID).map((category) => (
        <li key={category.id}>
          <Link to={urls.category(store, category.slug)} onClick={onNavigate}>
            {category.name}
          </Link>
          <CategoryLinks categories={childrenOf(menu, category.id)} onNavigate={onNavigate} />
        </li>
      ))}
      <li>
        <Link to={urls.blogList(store)} onClick={onNavigate}>
          {t('footer.blog')}
        </Link>
      </li>
    </ul>
  );
}
