import type { MessageDescriptor } from '@lingui/core';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';

/**
 * Every text of a named resource's screens. Each resource writes its own out in full, as `msg`
 * (Turkish suffixes make templated texts wrong: "etiketini", "kategorisini").
 */
export interface NamedTexts {
  /** The list's title, the table's name and the first crumb ("Etiketler"). */
  plural: MessageDescriptor;
  /** The show screen's title until the record is there ("Etiket"). */
  one: MessageDescriptor;
  /** The create screen's title and the list's button ("Yeni etiket"). */
  create: MessageDescriptor;
  /** The edit screen's title ("Etiketi düzenle"). */
  edit: MessageDescriptor;
  /** The detail card's title ("Etiket bilgileri"). */
  details: MessageDescriptor;
  /** The related news table when it is empty. */
  noNews: MessageDescriptor;
  search: MessageDescriptor;
  empty: MessageDescriptor;
  noMatch: MessageDescriptor;
  /** Row action labels naming the row. */
  actions: (row: { name: string }) => { view: MessageDescriptor; edit: MessageDescriptor; remove: MessageDescriptor };
  form: {
    createLabel: MessageDescriptor;
    editLabel: MessageDescriptor;
    created: { success: MessageDescriptor; error: MessageDescriptor };
    edited: { success: MessageDescriptor; error: MessageDescriptor };
  };
  delete: ResourceDeletion['texts'];
}
