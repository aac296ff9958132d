import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { AuditList, useAuditLog } from '../../../features/admin/audit/audit-list';
import { auditAdmin } from '../../../features/admin/audit/audit.admin';

/** /yonetim/kayitlar?page&userId&kind — the audit log. */
export function Component() {
  const { t } = useLingui();
  const log = useAuditLog();
  return (
    <ListScreen title={t`Kayıtlar`} paths={auditAdmin.paths}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t`Yönetimde kimin neyi ne zaman, hangi adresten yaptığı: oluşturma, düzenleme, silme, onaylama, giriş ve çıkışlar.`}
      </Typography>
      <AuditList {...log} />
    </ListScreen>
  );
}
