import { formatNumber } from '@hortus/core';
import { useTranslation } from '../../lib/i18n';
import { useStore } from '../../lib/use-store';

/** The product's documents: its assembly instructions, a PDF made for it, with the size of the file. */
export function Downloads({ manual }: { manual: { url: string; bytes: number } | null }) {
  const { t } = useTranslation();
  const { storeView } = useStore();
  if (!manual) return null;
  const kilobytes = formatNumber(Math.max(1, Math.round(manual.bytes / 1024)), storeView, 0);
  return (
    <section className="downloads" aria-labelledby="downloads-title">
      <h2 id="downloads-title">{t('product.downloads')}</h2>
      <ul>
        <li>
          <a href={manual.url} type="application/pdf" className="download-link">
            {t('product.assemblyInstructions')}
          </a>{' '}
          <span className="hint">{t('product.pdfSize', { size: kilobytes })}</span>
        </li>
      </ul>
    </section>
  );
}
