import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { AdvertForm } from '../../../features/admin/adverts/advert-form';
import { AdvertForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('adverts');

/** /yonetim/reklamlar/:id/duzenle — back to the list once saved (adverts have no detail screen). */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(AdvertForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const advert = data?.advert;

  return (
    <>
      <PageMeta title={t`Reklamı düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Reklamı düzenle`}
        crumbs={[{ label: t`Reklamlar`, to: paths.list }, ...(advert ? [{ label: advert.name }] : []), { label: t`Düzenle` }]}
      />
      <RecordView id={id} record={advert} error={error}>
        {(advert) => <AdvertForm advert={advert} onSaved={() => navigate(paths.list)} />}
      </RecordView>
    </>
  );
}
