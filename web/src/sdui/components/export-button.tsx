import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import type { ListSpec } from '../definition';
import type { Operation } from '../operations';
import { csvFileName, downloadText } from '../../lib/csv';
import { listCsv } from './csv';
import { useFormatter } from './use-format';
import { formatNumber, localeOf } from '../../lib/intl';
import '../texts';
import { useTranslation } from '../../lib/i18n';
import '../../components/plain-button.css';
import './list-view.css';

/** The export reads the filtered list in pages of this size, up to `EXPORT_LIMIT` rows. */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_LIMIT = 10_000;

type ListOperation = Extract<Operation, { type: 'list' }>;

/** Reads every page of the filtered list (not just the visible one) for the export. */
export async function readAllPages(
  query: (variables: Record<string, unknown>) => Promise<unknown>,
  operation: ListOperation,
  variables: Record<string, unknown>,
  onProgress?: (done: number, total: number) => void,
): Promise<{ rows: object[]; total: number }> {
  const rows: object[] = [];
  let total = 0;
  for (let offset = 0; offset < EXPORT_LIMIT; offset += EXPORT_PAGE_SIZE) {
    const page = operation.page(await query({ ...variables, first: EXPORT_PAGE_SIZE, offset }));
    if (page === null) break;
    rows.push(...page.items);
    total = page.pageInfo.totalCount;
    onProgress?.(rows.length, total);
    if (!page.pageInfo.hasNextPage || page.items.length === 0) break;
  }
  return { rows: rows.slice(0, EXPORT_LIMIT), total };
}

/** 'CSV exportieren': all pages of the filtered list, German headers, `;`, UTF-8 with BOM. */
export function ExportButton({ spec, operation, variables }: { spec: ListSpec; operation: ListOperation; variables: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const formatter = useFormatter();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef(false);
  if (!spec.export || !spec.columns) return null;
  const number = { format: (value: number) => formatNumber(value, localeOf(i18n.language)) };

  const run = async () => {
    if (running.current || !spec.export || !spec.columns) return;
    running.current = true;
    setNotice(null);
    setProgress({ done: 0, total: 0 });
    try {
      const query = async (vars: Record<string, unknown>) =>
        (await client.query({ query: operation.document, variables: vars, fetchPolicy: 'network-only' })).data;
      const { rows, total } = await readAllPages(query, operation, variables, (done, all) => setProgress({ done, total: all }));
      downloadText(csvFileName(spec.export.filename), listCsv(spec.columns, rows, formatter.text));
      setNotice(total > rows.length ? t('sdui.export.truncated', { count: rows.length, total }) : t('sdui.export.done', { count: rows.length }));
    } catch {
      // The error link has shown the error; nothing was downloaded.
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div className="sdui-export">
      {busy ? (
        <p className="sdui-export-note" aria-live="polite">
          {t('sdui.export.progress', { done: number.format(progress.done), total: number.format(progress.total) })}
        </p>
      ) : notice ? (
        <p className="sdui-export-note" role="status">
          {notice}
        </p>
      ) : null}
      <button type="button" className="plain-button" data-variant="outline" disabled={busy} aria-busy={busy || undefined} onClick={() => void run()}>
        {busy ? <span className="plain-spinner" aria-hidden="true" /> : null}
        {busy ? t('sdui.export.running') : t('sdui.export.label')}
      </button>
    </div>
  );
}
