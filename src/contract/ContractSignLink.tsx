import { Button, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../app/AppServices';

/** What the register says about signing one of its contracts (server/zmluva/podpisanie.ts). */
interface RegisterSigning {
  idZmluva: number;
  idPodpisanie: number | null;
  mozePodpisat: boolean;
}

/**
 * "Podpísať" on a contract of the register (zmluva/detail/:idZmluva) whose process waits for the
 * participant's signature: opens the signing page (zmluva/podpisanie). Only the user who is to sign
 * sees it; the server decides (the same rule as the signing page's own).
 */
export function ContractSignLink({ idZmluva }: { idZmluva: string }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const signing = useQuery({
    queryKey: ['zmluva-podpisanie', 'register', idZmluva],
    queryFn: async ({ signal }) => (await http.get<RegisterSigning>(`/portal/zmluvy/zmluva/${encodeURIComponent(idZmluva)}/podpisanie`, { signal, callerHandles: 'all' })).data,
    enabled: /^\d{1,9}$/.test(idZmluva),
  });
  const data = signing.data;
  if (!data?.mozePodpisat || data.idPodpisanie === null) return null;
  return (
    <Tooltip label={t('zmluvaPodpisanie.fromRegister.hint')}>
      <Button component={Link} to={`/zmluva/podpisanie/${data.idPodpisanie}`} data-testid="register-sign">
        {t('zmluvaPodpisanie.fromRegister.sign')}
      </Button>
    </Tooltip>
  );
}
