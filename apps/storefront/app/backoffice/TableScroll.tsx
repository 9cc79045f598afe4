/**
 * A table that scrolls sideways inside the page on a narrow screen: focusable, so a keyboard can scroll it,
 * and named by its table's caption for a screen reader.
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would announce a form group; this groups a table
    <div className="bo-table-wrap" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
