import { useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, FileButton, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fileProblem } from '../../engine/core/validation';
import { DOCUMENT_MAX_BYTES } from '../../engine/core/workflow';
import { saveDownload } from '../../engine/react/download/saveBlob';
import { ErrorAlert } from '../../engine/react/errors/ErrorAlert';
import { preloadTableScrollArea } from '../../engine/react/grid/tableScrollArea';
import { useAppServices } from '../app/AppServices';
import { PageFrame } from '../shell/frame/PageFrame';

// The table's Table.ScrollContainer scrolls in Mantine's ScrollArea, which loads on its own
// (engine/react/grid/tableScrollArea.tsx): it starts with this page's code, so it is there before the table.
void preloadTableScrollArea();

/** The signing API (server/zmluva/podpisanie.ts). */
const API = '/portal/zmluvy/podpisanie/';
/** What a signed copy may be: the code book's extensions of the document type `zmluva.podpisana`. */
const SIGNED_TYPE = 'zmluva.podpisana';
const SIGNED_EXTENSIONS = ['pdf', 'asice', 'p7m', 'sce'];

interface StoredFile {
  dmsId: string;
  fileName: string;
  fileSize: number;
}

/** One signer's certificate (a container or a PDF may carry several signatures). */
interface Certificate {
  podpisal: string;
  vydavatel: string;
  serioveCislo: string;
  platnostOd: string;
  platnostDo: string;
}

interface Signature extends StoredFile {
  rucnyPodpis: boolean;
  certPodpisal: string | null;
  certVydavatel: string | null;
  certPlatnostOd: string | null;
  certPlatnostDo: string | null;
  certifikaty: Certificate[];
  podpisal: string;
  podpisane: string;
}

interface SigningView {
  idZmluva: number;
  cisloZmluvy: string;
  stav: string;
  datumOd: string | null;
  ucastnik: string;
  idActivity: number | null;
  mozePodpisat: boolean;
  rucnyPodpisPovoleny: boolean;
  vygenerovana: StoredFile | null;
  podpisy: Signature[];
}

const dms = (dmsId: string) => `/dms/document/${encodeURIComponent(dmsId)}/content/download`;

/**
 * `zmluva/podpisanie/:idZmluva` (spec 2.2): the participant downloads the generated contract, uploads
 * the signed copy (10 MB, spec 9), confirms a handwritten signature where the environment allows it
 * and submits, which completes the process's signature step. The signatures made so far are listed
 * with their certificate (signer, issuer, validity) when the signed file carries one.
 */
export default function ContractSigningPage() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const { idZmluva = '' } = useParams();
  const id = /^\d{1,9}$/.test(idZmluva) ? idZmluva : undefined;
  const key = ['zmluva-podpisanie', id];
  const view = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await http.get<SigningView>(`${API}${id}`, { signal, callerHandles: 'all' })).data,
    enabled: id !== undefined,
  });
  const [file, setFile] = useState<StoredFile | undefined>();
  const [manual, setManual] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState<'download' | 'upload' | 'submit' | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const resetRef = useRef<() => void>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '');
  const date = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00`).toLocaleDateString(language) : '');
  const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toLocaleString(language, { maximumFractionDigits: 1 })} kB` : `${(bytes / 1048576).toLocaleString(language, { maximumFractionDigits: 1 })} MB`);

  const run = async (what: 'download' | 'upload' | 'submit', work: () => Promise<void>) => {
    setBusy(what);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(undefined);
    }
  };

  const download = (data: SigningView) =>
    run('download', async () => {
      // While the step waits, the document is generated now from the contract's current data.
      const stored = data.mozePodpisat ? (await http.post<StoredFile>(`${API}${data.idZmluva}/vygenerovat`, undefined, { callerHandles: 'all', skipSchemaCheck: true })).data : data.vygenerovana;
      if (!stored) return;
      saveDownload(await http.download(dms(stored.dmsId), { callerHandles: 'all' }));
      await queryClient.invalidateQueries({ queryKey: key });
    });

  const choose = (chosen: File | null) => {
    setDone(undefined);
    if (!chosen) return;
    const found = fileProblem({ fileName: chosen.name, fileSize: chosen.size, contentType: chosen.type }, { maxSize: DOCUMENT_MAX_BYTES, extensions: SIGNED_EXTENSIONS });
    resetRef.current?.();
    if (found) {
      setProblem(t(found.key, found.params));
      setFile(undefined);
      return;
    }
    setProblem(undefined);
    void run('upload', async () => {
      setFile((await http.upload<StoredFile>('/dms/document', chosen, { documentType: SIGNED_TYPE }, { callerHandles: 'all' })).data);
    });
  };

  const submit = (data: SigningView) =>
    run('submit', async () => {
      if (!file) return;
      const answer = (await http.post<{ message: string }>(`${API}${data.idZmluva}`, { dmsId: file.dmsId, ...(data.rucnyPodpisPovoleny ? { rucnyPodpis: manual } : {}) }, { callerHandles: 'all' })).data;
      setDone(answer.message);
      setFile(undefined);
      setManual(false);
      await queryClient.invalidateQueries({ queryKey: key });
    });

  const title = view.data ? t('zmluvaPodpisanie.titleOf', { cislo: view.data.cisloZmluvy }) : t('zmluvaPodpisanie.title');
  const crumbs = [{ label: t('shell.menu.dashboard'), to: '/dashboard' }, { label: title }];
  if (id === undefined) {
    return (
      <PageFrame title={t('zmluvaPodpisanie.title')} breadcrumbs={crumbs}>
        <Alert color="red">{t('zmluvaPodpisanie.badId', { value: idZmluva.slice(0, 40) })}</Alert>
      </PageFrame>
    );
  }
  const data = view.data;
  const withCertificate = (data?.podpisy ?? []).some((s) => s.certifikaty.length > 0);
  /** One line per signer certificate in a certificate column. */
  const certificateCell = (s: Signature, show: (c: Certificate) => string) => (
    <Stack gap={4}>
      {s.certifikaty.map((c, i) => (
        <Text key={`${c.serioveCislo}-${i}`} size="sm" data-testid="certificate-value">
          {show(c)}
        </Text>
      ))}
    </Stack>
  );
  return (
    <PageFrame title={title} breadcrumbs={crumbs}>
      <Stack gap="md" data-testid="contract-signing">
        {view.isLoading && <Loader size="sm" aria-label={t('zmluvaPodpisanie.loading')} />}
        {view.error ? <ErrorAlert error={view.error} titleKey="zmluvaPodpisanie.loadFailed" /> : null}
        {data && (
          <>
            <Card withBorder>
              <Group gap="xl" wrap="wrap">
                <Text><Text span c="dimmed">{t('zmluvaPodpisanie.field.cisloZmluvy')}: </Text>{data.cisloZmluvy}</Text>
                <Text><Text span c="dimmed">{t('zmluvaPodpisanie.field.ucastnik')}: </Text>{data.ucastnik}</Text>
                <Text><Text span c="dimmed">{t('zmluvaPodpisanie.field.datumOd')}: </Text>{date(data.datumOd)}</Text>
                <Group gap={6}><Text c="dimmed">{t('zmluvaPodpisanie.field.stav')}:</Text><Badge variant="light" data-testid="contract-state">{t(`workflow.zmluvaZo.enum.stav.${data.stav}`)}</Badge></Group>
              </Group>
            </Card>
            {done && <Alert color="green" data-testid="signing-done">{done}</Alert>}
            {!data.mozePodpisat && !done && (
              <Alert color="blue" data-testid="signing-closed">
                {data.idActivity === null ? t('zmluvaPodpisanie.notWaiting') : t('zmluvaPodpisanie.notYours')}
              </Alert>
            )}
            {error ? <ErrorAlert error={error} titleKey="zmluvaPodpisanie.failed" /> : null}
            <Card withBorder>
              <Stack gap="sm">
                <Title order={2} size="h4">{t('zmluvaPodpisanie.step.download')}</Title>
                <Text size="sm">{t('zmluvaPodpisanie.step.downloadHint')}</Text>
                <Group>
                  <Button variant="light" loading={busy === 'download'} disabled={!data.mozePodpisat && !data.vygenerovana} onClick={() => void download(data)}>
                    {t('zmluvaPodpisanie.download')}
                  </Button>
                  {data.vygenerovana && <Text size="sm" c="dimmed" data-testid="generated-file">{data.vygenerovana.fileName} ({size(data.vygenerovana.fileSize)})</Text>}
                </Group>
              </Stack>
            </Card>
            {data.mozePodpisat && (
              <Card withBorder>
                <Stack gap="sm">
                  <Title order={2} size="h4">{t('zmluvaPodpisanie.step.upload')}</Title>
                  <Text size="sm">{t('zmluvaPodpisanie.step.uploadHint', { types: SIGNED_EXTENSIONS.join(', '), size: size(DOCUMENT_MAX_BYTES) })}</Text>
                  <Group>
                    <FileButton resetRef={resetRef} onChange={choose} accept={SIGNED_EXTENSIONS.map((e) => `.${e}`).join(',')} inputProps={{ 'data-testid': 'signed-file', 'aria-label': t('zmluvaPodpisanie.choose') } as Record<string, string>}>
                      {(props) => (
                        <Button {...props} variant="light" loading={busy === 'upload'}>
                          {t('zmluvaPodpisanie.choose')}
                        </Button>
                      )}
                    </FileButton>
                    {file && <Text size="sm" data-testid="signed-file-name">{file.fileName} ({size(file.fileSize)})</Text>}
                  </Group>
                  {problem && <Text c="red" size="sm" role="alert">{problem}</Text>}
                  {data.rucnyPodpisPovoleny && (
                    <Checkbox label={t('zmluvaPodpisanie.rucnyPodpis')} description={t('zmluvaPodpisanie.rucnyPodpisHint')} checked={manual} onChange={(e) => setManual(e.currentTarget.checked)} />
                  )}
                  <Group>
                    <Button disabled={!file} loading={busy === 'submit'} onClick={() => void submit(data)}>
                      {t('zmluvaPodpisanie.submit')}
                    </Button>
                    {data.idActivity !== null && (
                      <Button component={Link} variant="subtle" to={`/activities/contract-signature/${data.idActivity}`}>
                        {t('zmluvaPodpisanie.openActivity')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            )}
            <Card withBorder>
              <Stack gap="sm">
                <Title order={2} size="h4">{t('zmluvaPodpisanie.signatures')}</Title>
                {data.podpisy.length === 0 ? (
                  <Text size="sm" c="dimmed">{t('zmluvaPodpisanie.noSignatures')}</Text>
                ) : (
                  <Table.ScrollContainer minWidth={900}>
                    <Table striped data-testid="signatures">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('zmluvaPodpisanie.field.subor')}</Table.Th>
                          {withCertificate && <Table.Th>{t('zmluvaPodpisanie.field.certPodpisal')}</Table.Th>}
                          {withCertificate && <Table.Th>{t('zmluvaPodpisanie.field.certVydavatel')}</Table.Th>}
                          {withCertificate && <Table.Th>{t('zmluvaPodpisanie.field.certSerioveCislo')}</Table.Th>}
                          {withCertificate && <Table.Th>{t('zmluvaPodpisanie.field.certPlatnostOd')}</Table.Th>}
                          {withCertificate && <Table.Th>{t('zmluvaPodpisanie.field.certPlatnostDo')}</Table.Th>}
                          <Table.Th>{t('zmluvaPodpisanie.field.rucnyPodpis')}</Table.Th>
                          <Table.Th>{t('zmluvaPodpisanie.field.podpisal')}</Table.Th>
                          <Table.Th>{t('zmluvaPodpisanie.field.podpisane')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.podpisy.map((s) => (
                          <Table.Tr key={`${s.dmsId}-${s.podpisane}`}>
                            <Table.Td>
                              <Button variant="subtle" size="compact-sm" onClick={() => void run('download', async () => saveDownload(await http.download(dms(s.dmsId), { callerHandles: 'all' })))}>
                                {s.fileName}
                              </Button>
                            </Table.Td>
                            {withCertificate && <Table.Td>{certificateCell(s, (c) => c.podpisal)}</Table.Td>}
                            {withCertificate && <Table.Td>{certificateCell(s, (c) => c.vydavatel)}</Table.Td>}
                            {withCertificate && <Table.Td>{certificateCell(s, (c) => c.serioveCislo)}</Table.Td>}
                            {withCertificate && <Table.Td>{certificateCell(s, (c) => dateTime(c.platnostOd))}</Table.Td>}
                            {withCertificate && <Table.Td>{certificateCell(s, (c) => dateTime(c.platnostDo))}</Table.Td>}
                            <Table.Td>{t(s.rucnyPodpis ? 'zmluvaPodpisanie.yes' : 'zmluvaPodpisanie.no')}</Table.Td>
                            <Table.Td>{s.podpisal}</Table.Td>
                            <Table.Td>{dateTime(s.podpisane)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Card>
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
