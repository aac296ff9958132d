import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';

export interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The address of a page of the list, keeping its other parameters (build it with canonicalSearch). */
  hrefFor: (page: number) => string;
}

/** Paging of a public list as real links: they work without JavaScript and can be shared. */
export function PageLinks({ page, totalPages, hrefFor }: PageLinksProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t`Sayfalar`}>
      <Pagination
        page={page}
        count={totalPages}
        color="primary"
        sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
        getItemAriaLabel={(type, number) =>
          type === 'page' ? t`${number}. sayfa` : type === 'next' ? t`Sonraki sayfa` : type === 'previous' ? t`Önceki sayfa` : type === 'first' ? t`İlk sayfa` : t`Son sayfa`
        }
        renderItem={(item) => <PaginationItem component={RouterLink} to={hrefFor(item.page ?? 1)} {...item} />}
      />
    </nav>
  );
}
