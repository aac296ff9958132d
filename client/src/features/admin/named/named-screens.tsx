import { useLingui } from '@lingui/react/macro';
import { CreateScreen } from '../../../components/admin/create-screen';
import { EditScreen } from '../../../components/admin/edit-screen';
import { ListScreen } from '../../../components/admin/list-screen';
import { ShowScreen } from '../../../components/admin/show-screen';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useResourceList } from '../../../components/resource-list';
import { NamedDetail } from './named-detail';
import { NamedForm } from './named-form';
import { NamedList } from './named-list';
import type { NamedRecord, NamedResource } from './named-resource';

const nameOf = (record: NamedRecord) => record.name;

/** `?page&query`: the paged, searchable list. */
export function NamedListScreen({ resource }: { resource: NamedResource }) {
  const { i18n } = useLingui();
  const list = useResourceList(resource.documents.list, (data) => data.list);
  return (
    <ListScreen title={i18n._(resource.texts.plural)} createLabel={i18n._(resource.texts.create)} paths={resource.paths}>
      <NamedList resource={resource} list={list} />
    </ListScreen>
  );
}

/** The create form; the new record's detail screen after the save. */
export function NamedCreateScreen({ resource }: { resource: NamedResource }) {
  const { i18n } = useLingui();
  return (
    <CreateScreen title={i18n._(resource.texts.create)} listLabel={i18n._(resource.texts.plural)} paths={resource.paths}>
      {(onSaved) => <NamedForm resource={resource} onSaved={onSaved} />}
    </CreateScreen>
  );
}

/** `:id/duzenle`: the record's form; its detail screen after the save. */
export function NamedEditScreen({ resource }: { resource: NamedResource }) {
  const { i18n } = useLingui();
  return (
    <EditScreen
      query={resource.documents.edit}
      select={(data) => data.record}
      name={nameOf}
      title={i18n._(resource.texts.edit)}
      listLabel={i18n._(resource.texts.plural)}
      paths={resource.paths}
    >
      {(record, onSaved) => <NamedForm resource={resource} record={record} onSaved={onSaved} />}
    </EditScreen>
  );
}

/** `:id?page`: the record and the given page of its related news; edit, delete. */
export function NamedShowScreen({ resource }: { resource: NamedResource }) {
  const { i18n } = useLingui();
  const { page, setPage } = useListParams();
  return (
    <ShowScreen
      query={resource.documents.show}
      variables={{ newsPage: page }}
      select={(data) => data.record}
      name={nameOf}
      fallbackTitle={i18n._(resource.texts.one)}
      listLabel={i18n._(resource.texts.plural)}
      paths={resource.paths}
      deletion={resource.deletion}
    >
      {(record, { loading }) => <NamedDetail record={record} texts={resource.texts} newsPage={page} onNewsPageChange={setPage} loading={loading} />}
    </ShowScreen>
  );
}
