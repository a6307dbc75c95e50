import { Badge, Button, FileButton, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import writeExcelFile from 'write-excel-file/browser';
import type { SheetData } from 'write-excel-file/browser';
import { buildSheet, exportFileName, type ExportColumn } from '../../engine/core/grid/exportSheet';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { useAppServices } from '../app/AppServices';
import { PageFrame } from '../shell/frame/PageFrame';

/** Most codes one check sends (the server's limit). */
export const EIC_CHECK_MAX = 10_000;
/** Rows drawn on the page; the export holds them all. */
const SHOWN_ROWS = 500;

interface Verdict {
  eic: string;
  platny: boolean;
  problem: { key: string; params?: Record<string, string | number> } | null;
  typ: string | null;
  nazov: string | null;
  vlastnik: string | null;
  vlastny: boolean;
  skupinyZdielania: Membership[];
  agregacneBloky: Membership[];
}

/** A membership in a sharing group or an aggregation block (server/api/kontrola/eicCheck.ts). */
interface Membership {
  kod: string;
  nazov: string;
  platnostOd: string | null;
  platnostDo: string | null;
}

/** Memberships as one cell: `KOD (name)`, separated by semicolons (the export's text too). */
function membershipsText(list: readonly Membership[]): string {
  return list.map((m) => (m.nazov ? `${m.kod} (${m.nazov})` : m.kod)).join('; ');
}

/** The codes of pasted or uploaded text: split on white space, commas and semicolons (a CSV column or a list). */
function codesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((c) => c.replace(/^"|"$/g, '').trim())
    .filter((c) => c !== '' && !/^eic$/i.test(c));
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/kontrola-eic`: checks a pasted or uploaded list of EIC codes (syntax, check character, registries). */
export default function EicCheckPage() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const [text, setText] = useState('');
  const [verdicts, setVerdicts] = useState<Verdict[] | undefined>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const codes = codesOf(text);

  const check = async () => {
    setBusy(true);
    try {
      setVerdicts((await http.post<Verdict[]>('/edc/kontrola-eic', { eics: codes }, { callerHandles: 'all' })).data ?? []);
      setError(undefined);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const verdictText = (v: Verdict) => (v.problem ? t(v.problem.key, v.problem.params) : v.typ ? t('kontrolaEic.verdict.known') : t('kontrolaEic.verdict.unknown'));
  const kindText = (v: Verdict) => (v.typ ? t(`kontrolaEic.enum.typ.${v.typ}`) : '');
  const columns: ExportColumn[] = [
    { header: t('kontrolaEic.field.eic'), value: (r) => r.eic, text: (r) => String(r.eic) },
    { header: t('kontrolaEic.field.verdict'), value: (r) => verdictText(r as unknown as Verdict), text: (r) => verdictText(r as unknown as Verdict) },
    { header: t('kontrolaEic.field.typ'), value: (r) => kindText(r as unknown as Verdict), text: (r) => kindText(r as unknown as Verdict) },
    { header: t('kontrolaEic.field.nazov'), value: (r) => r.nazov ?? '', text: (r) => String(r.nazov ?? '') },
    { header: t('kontrolaEic.field.vlastnik'), value: (r) => r.vlastnik ?? '', text: (r) => String(r.vlastnik ?? '') },
    { header: t('kontrolaEic.field.skupinyZdielania'), value: (r) => membershipsText(r.skupinyZdielania as Membership[]), text: (r) => membershipsText(r.skupinyZdielania as Membership[]) },
    { header: t('kontrolaEic.field.agregacneBloky'), value: (r) => membershipsText(r.agregacneBloky as Membership[]), text: (r) => membershipsText(r.agregacneBloky as Membership[]) },
  ];

  const exportXlsx = async () => {
    if (!verdicts) return;
    const sheet = buildSheet(columns, verdicts as unknown as Record<string, unknown>[], i18n.language);
    const blob = await writeExcelFile(sheet as SheetData).toBlob();
    saveBlob(blob, exportFileName(t('kontrolaEic.title'), new Date()));
  };

  const counts = verdicts && {
    valid: verdicts.filter((v) => v.platny).length,
    invalid: verdicts.filter((v) => !v.platny).length,
    known: verdicts.filter((v) => v.typ !== null).length,
  };

  return (
    <PageFrame title={t('kontrolaEic.title')} breadcrumbs={[{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: t('kontrolaEic.title') }]}>
      <Stack>
        <Text size="sm" c="dimmed">{t('kontrolaEic.intro', { max: EIC_CHECK_MAX })}</Text>
        <Textarea label={t('kontrolaEic.input')} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={5} maxRows={12} data-testid="eic-input" />
        <Group>
          <FileButton accept=".txt,.csv,text/plain,text/csv" onChange={(file) => void file?.text().then(setText)}>
            {(props) => (
              <Button variant="default" {...props}>
                {t('kontrolaEic.upload')}
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void check()} loading={busy} disabled={codes.length === 0 || codes.length > EIC_CHECK_MAX}>
            {t('kontrolaEic.check', { count: codes.length })}
          </Button>
          {verdicts && verdicts.length > 0 && (
            <Button variant="light" onClick={() => void exportXlsx()}>
              {t('kontrolaEic.export')}
            </Button>
          )}
          {codes.length > EIC_CHECK_MAX && <Text c="red" size="sm">{t('kontrolaEic.tooMany', { max: EIC_CHECK_MAX })}</Text>}
        </Group>
        {error !== undefined && <ErrorAlert error={error} titleKey="kontrolaEic.failed" />}
        {counts && <Text size="sm" data-testid="eic-summary">{t('kontrolaEic.summary', counts)}</Text>}
        {verdicts && (
          <Table striped data-testid="eic-table">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.header}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {verdicts.slice(0, SHOWN_ROWS).map((v, i) => (
                <Table.Tr key={`${i}-${v.eic}`}>
                  <Table.Td ff="monospace">{v.eic}</Table.Td>
                  <Table.Td>
                    <Badge color={v.platny ? (v.typ ? 'green' : 'yellow') : 'red'} variant="light" style={{ textTransform: 'none' }}>
                      {verdictText(v)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{kindText(v)}</Table.Td>
                  <Table.Td>{v.nazov}</Table.Td>
                  <Table.Td>{v.vlastnik}</Table.Td>
                  <Table.Td data-testid="eic-groups">{membershipsText(v.skupinyZdielania)}</Table.Td>
                  <Table.Td data-testid="eic-blocks">{membershipsText(v.agregacneBloky)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {verdicts && verdicts.length > SHOWN_ROWS && <Text size="sm" c="dimmed">{t('kontrolaEic.moreInExport', { shown: SHOWN_ROWS, total: verdicts.length })}</Text>}
      </Stack>
    </PageFrame>
  );
}
