import enLegal from '../../i18n/en/legal.json';
import { useBundle } from '../../i18n/use-bundle';
import zhLegal from '../../i18n/zh/legal.json';

/** The date these texts were last revised; shown on each page. */
const UPDATED = '2026-10-01';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export function useLegalBundle() {
  return useBundle('legal', { en: enLegal, zh: zhLegal });
}

export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' | 'cookies' }) {
  const { t, i18n } = useLegalBundle();
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Section[];
  const date = new Date(`${UPDATED}T00:00:00Z`).toLocaleDateString(
    i18n.language === 'zh' ? 'zh-CN' : 'en-US',
    {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    },
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t(`${doc}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('updated', { date })}</p>
      <div className="prose-ww mt-6">
        <p>{t(`${doc}.intro`)}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
