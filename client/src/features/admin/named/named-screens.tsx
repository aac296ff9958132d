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
import type { NamedEditing, NamedListing, NamedSaving, NamedShowing } from './named-resource';

/** `?page&query`: the paged, searchable list. */
export function NamedListScreen<Data>({ resource }: { resource: NamedListing<Data> }) {
  const { i18n } = useLingui();
  const list = useResourceList(resource.list.query, resource.list.select);
  return (
    <ListScreen title={i18n._(resource.texts.plural)} createLabel={i18n._(resource.texts.create)} paths={resource.paths}>
      <NamedList resource={resource} list={list} />
    </ListScreen>
  );
}

/** The create form; the new record's detail screen after the save. */
export function NamedCreateScreen<CreateData, UpdateData>({ resource }: { resource: NamedSaving<CreateData, UpdateData> }) {
  const { i18n } = useLingui();
  return (
    <CreateScreen title={i18n._(resource.texts.create)} listLabel={i18n._(resource.texts.plural)} paths={resource.paths}>
      {(onSaved) => <NamedForm resource={resource} onSaved={onSaved} />}
    </CreateScreen>
  );
}

/** `:id/duzenle`: the record's form; its detail screen after the save. */
export function NamedEditScreen<Data, CreateData, UpdateData>({ resource }: { resource: NamedEditing<Data, CreateData, UpdateData> }) {
  const { i18n } = useLingui();
  const { query, select } = resource.edit;
  return (
    <EditScreen title={i18n._(resource.texts.edit)} listLabel={i18n._(resource.texts.plural)} paths={resource.paths} query={query} select={select} name={(record) => record.name}>
      {(record, onSaved) => <NamedForm resource={resource} record={record} onSaved={onSaved} />}
    </EditScreen>
  );
}

/** `:id?page`: the record and the given page of its related news; edit, delete. */
export function NamedShowScreen<Data>({ resource }: { resource: NamedShowing<Data> }) {
  const { i18n } = useLingui();
  const { page, setPage } = useListParams();
  const { query, select } = resource.show;
  return (
    <ShowScreen
      listLabel={i18n._(resource.texts.plural)}
      fallbackTitle={i18n._(resource.texts.one)}
      paths={resource.paths}
      deletion={resource.deletion}
      query={query}
      variables={{ newsPage: page }}
      select={select}
      name={(record) => record.name}
    >
      {(record, { loading }) => <NamedDetail record={record} texts={resource.texts} newsPage={page} onNewsPageChange={setPage} loading={loading} />}
    </ShowScreen>
  );
}
