import { useTranslation } from '../../lib/i18n';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

/**
 * The product's stars and how many ratings they come from; nothing without ratings. Read out as one
 * sentence ("4 von 5 Sternen (37 Bewertungen)"); the stars and the short count are its picture.
 */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const { t } = useTranslation();
  if (!rating || count <= 0) return null;
  return (
    <p className="rating">
      <span className="rating-stars" role="img" aria-label={t('product.rating', { rating, count })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <svg key={star} aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
            <path d={STAR} className={star <= rating ? 'star-full' : 'star-empty'} />
          </svg>
        ))}
      </span>
      <span className="rating-count" aria-hidden="true">
        {t('product.ratingCount', { count })}
      </span>
    </p>
  );
}
