import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-client';
import { PageSpinner } from '../../components/loading-screen';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { useLegalBundle } from '../legal/legal-document';

type Loose = Record<string, unknown>;
/** The server writes its texts in English and carries each one's Chinese twin in the `x-zh` extension. */
interface Described {
  summary?: string;
  description?: string;
  'x-zh'?: { summary?: string; description?: string };
}
interface Operation extends Described {
  tags?: string[];
  security?: unknown[];
  parameters?: (Described & { name: string; in: string; required?: boolean; schema?: Loose })[];
  requestBody?: { content?: Record<string, { schema?: Loose }> };
  responses?: Record<string, Described & { content?: Record<string, { schema?: Loose }> }>;
}
interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  security?: unknown[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const methodColor: Record<string, string> = {
  get: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  post: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  patch: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  delete: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};

/** `holder`'s text in the reader's language: the Chinese twin on a Chinese page when there is one, else the English. */
function localized(
  holder: Described,
  field: 'summary' | 'description',
  language: string,
): string | undefined {
  const chinese = language.startsWith('zh') ? holder['x-zh']?.[field]?.trim() : undefined;
  return chinese || holder[field];
}

function Schema({ schema }: { schema?: Loose }) {
  if (!schema) return null;
  return (
    <pre className="mt-1 max-h-72 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-800">
      {JSON.stringify(schema, null, 2)}
    </pre>
  );
}

function OperationView({
  path,
  method,
  operation,
  globalSecurity,
}: {
  path: string;
  method: string;
  operation: Operation;
  globalSecurity: boolean;
}) {
  const { t, i18n } = useLegalBundle();
  const text = (holder: Described, field: 'summary' | 'description') =>
    localized(holder, field, i18n.language);
  const summary = text(operation, 'summary');
  const secured = (operation.security ?? (globalSecurity ? [{}] : [])).length > 0;
  const body = operation.requestBody?.content ? Object.entries(operation.requestBody.content) : [];
  return (
    <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 focus-visible:outline-2 focus-visible:outline-indigo-600">
        <span
          className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${methodColor[method] ?? ''}`}
        >
          {method}
        </span>
        <code className="font-mono text-sm break-all">{path}</code>
        <span className="text-sm text-slate-700 dark:text-slate-300">{summary ?? ''}</span>
        {secured ? (
          <span className="rounded bg-slate-200 px-1.5 text-xs dark:bg-slate-700">{t('apiDocs.auth')}</span>
        ) : null}
      </summary>
      <div className="mt-4 space-y-4 text-sm">
        <p>{text(operation, 'description') ?? summary ?? t('apiDocs.noSummary')}</p>
        {operation.parameters?.length ? (
          <div>
            <h4 className="font-semibold">{t('apiDocs.parameters')}</h4>
            <ul className="mt-1 space-y-1">
              {operation.parameters.map((parameter) => (
                <li key={`${parameter.in}-${parameter.name}`}>
                  <code>{parameter.name}</code> ({parameter.in}
                  {parameter.required ? `, ${t('apiDocs.required')}` : ''}){' '}
                  {text(parameter, 'description') ?? ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {body.length > 0 ? (
          <div>
            <h4 className="font-semibold">{t('apiDocs.request')}</h4>
            {body.map(([type, content]) => (
              <div key={type}>
                <code className="text-xs">{type}</code>
                <Schema schema={content.schema} />
              </div>
            ))}
          </div>
        ) : null}
        {operation.responses ? (
          <div>
            <h4 className="font-semibold">{t('apiDocs.responses')}</h4>
            <ul className="mt-1 space-y-2">
              {Object.entries(operation.responses).map(([status, response]) => (
                <li key={status}>
                  <code className="font-bold">{status}</code> {text(response, 'description') ?? ''}
                  {Object.values(response.content ?? {})[0]?.schema ? (
                    <Schema schema={Object.values(response.content ?? {})[0]?.schema} />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  );
}

export default function ApiDocsPage() {
  const { t } = useLegalBundle();
  const doc = useQuery({
    queryKey: queryKeys.openapi,
    queryFn: () => api<OpenApiDocument>('/openapi.json', { token: null }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const paths = Object.entries(doc.data?.paths ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{t('apiDocs.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('apiDocs.intro')}</p>
      <p className="mt-2 text-sm">
        {t('apiDocs.source')}{' '}
        <a href="/openapi.json" className="font-mono text-indigo-800 underline dark:text-indigo-300">
          /openapi.json
        </a>
      </p>
      <div className="mt-8 space-y-3">
        {doc.isPending ? (
          <PageSpinner />
        ) : doc.isError ? (
          <p role="alert">
            {t('apiDocs.failed')}{' '}
            <Button variant="secondary" onClick={() => void doc.refetch()}>
              {t('apiDocs.retry')}
            </Button>
          </p>
        ) : (
          <>
            {doc.data.info ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {doc.data.info.title} {doc.data.info.version ? `v${doc.data.info.version}` : ''}
              </p>
            ) : null}
            {paths.flatMap(([path, item]) =>
              METHODS.filter((method) => item[method]).map((method) => (
                <OperationView
                  key={`${method} ${path}`}
                  path={path}
                  method={method}
                  operation={item[method] as Operation}
                  globalSecurity={(doc.data.security ?? []).length > 0}
                />
              )),
            )}
          </>
        )}
      </div>
    </div>
  );
}
