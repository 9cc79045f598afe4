/**
 * HTML from the back office (CMS pages and blocks, blog posts, category texts). The API sanitises it with
 * an allow-list before it leaves the server (apps/api content module), so it is rendered as it comes.
 */
export function CmsContent({ html, className }: { html: string; className?: string }) {
  const classes = className ? `cms ${className}` : 'cms';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (sanitize-cms-html)
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
