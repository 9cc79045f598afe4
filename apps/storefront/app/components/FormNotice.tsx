import { useTranslation } from '../lib/i18n';

export interface FormNoticeData {
  type: 'success' | 'warning' | 'error';
  id: string;
  values?: Record<string, string | number> | undefined;
}

/** The outcome of a form the page posted to itself, right under it (read out by screen readers). */
export function FormNotice({ notice }: { notice: FormNoticeData | null | undefined }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <p
      role={notice.type === 'error' ? 'alert' : 'status'}
      className={`form-notice form-notice-${notice.type}`}
    >
      {t(notice.id, notice.values)}
    </p>
  );
}
