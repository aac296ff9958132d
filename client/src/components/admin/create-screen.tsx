import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminPaths } from '../../lib/admin-paths';
import { PageMeta } from '../../lib/head/page-meta';
import { PageHeader } from '../page-header';

export interface CreateScreenProps<Saved extends { id: number }> {
  title: string;
  /** The list's name, the first breadcrumb. */
  listLabel: string;
  paths: AdminPaths;
  /** False for a resource without a detail screen: the list follows a save. */
  showScreen?: boolean;
  /** The form, given what to do once it saved. */
  children: (onSaved: (saved: Saved) => void) => ReactNode;
}

/** An admin create screen: title, breadcrumbs, the form; its detail screen (or the list) after the save. */
export function CreateScreen<Saved extends { id: number }>({ title, listLabel, paths, showScreen = true, children }: CreateScreenProps<Saved>) {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={title} alternates={false} noIndex />
      <PageHeader title={title} crumbs={[{ label: listLabel, to: paths.list }, { label: title }]} />
      {children((saved) => navigate(showScreen ? paths.show(saved.id) : paths.list))}
    </>
  );
}
