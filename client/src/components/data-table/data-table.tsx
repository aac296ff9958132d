import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '../query-error-alert';
import { SearchBox } from './search-box';

export interface DataTableColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Hidden on phones to keep the table readable. */
  hideOnMobile?: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row) => string | number;
  loading?: boolean;
  error?: unknown;
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  search?: { value: string; onChange: (value: string) => void; label: string };
  rowActions?: (row: Row) => ReactNode;
  emptyText?: string;
  toolbar?: ReactNode;
}

/** The list of every admin resource: search box, table, pager (page is 1-based). */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useLingui();
  const { columns, rows, rowActions, page, pageSize, totalItems, loading, error } = props;
  const mobile = { display: { xs: 'none', md: 'table-cell' } };

  return (
    <Paper variant="outlined">
      {(props.search || props.toolbar) && (
        <Box sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          {props.search && <SearchBox value={props.search.value} onChange={props.search.onChange} label={props.search.label} />}
          {props.toolbar}
        </Box>
      )}
      {loading && <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />}
      {error ? (
        <Box sx={{ px: 2 }}>
          <QueryErrorAlert error={error} />
        </Box>
      ) : null}
      <TableContainer>
        <Table aria-label={props.label} size="medium">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={column.hideOnMobile ? mobile : undefined}>
                  {column.label}
                </TableCell>
              ))}
              {rowActions && <TableCell align="right">{t`İşlemler`}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={props.getRowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.hideOnMobile ? mobile : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {rowActions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {rowActions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!loading && !error && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (rowActions ? 1 : 0)}>
                  <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
                    {props.emptyText ?? t`Kayıt bulunamadı.`}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalItems}
        page={Math.min(Math.max(0, page - 1), Math.max(0, Math.ceil(totalItems / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => props.onPageChange(next + 1)}
        labelDisplayedRows={({ from, to, count }) => t`${from}–${to} / toplam ${count}`}
        getItemAriaLabel={(type) => (type === 'next' ? t`Sonraki sayfa` : type === 'previous' ? t`Önceki sayfa` : type === 'first' ? t`İlk sayfa` : t`Son sayfa`)}
      />
    </Paper>
  );
}
