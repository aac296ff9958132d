import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPaths } from '../../lib/admin-paths';
import { PageMeta } from '../../lib/head/page-meta';
import { PageHeader } from '../page-header';

export interface ListScreenProps {
  title: string;
  paths: AdminPaths;
  /** The "new" button's label; no button without it (resources that are never created here). */
  createLabel?: string;
  /** Further header actions (e.g. a CSV download), after the "new" button. */
  actions?: ReactNode;
  /** The list body (a feature's list, given the route's `useResourceList`). */
  children: ReactNode;
}

/** An admin list screen: title, the "new" button, then the list. */
export function ListScreen({ title, paths, createLabel, actions, children }: ListScreenProps) {
  return (
    <>
      <PageMeta title={title} alternates={false} noIndex />
      <PageHeader
        title={title}
        actions={
          (createLabel || actions) && (
            <>
              {createLabel && (
                <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
                  {createLabel}
                </Button>
              )}
              {actions}
            </>
          )
        }
      />
      {children}
    </>
  );
}
