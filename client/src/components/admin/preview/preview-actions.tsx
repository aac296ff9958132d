import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArchiveIssuePreviewUrlDocument, ColumnPreviewUrlDocument, NewsPreviewUrlDocument, type EditorialKind } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast/use-toast';
import { PreviewLinksDialog } from './preview-links-dialog';

export interface PreviewActionsProps {
  kind: EditorialKind;
  id: number;
}

/** A new signed preview address of the item (valid an hour), asked for when it is opened rather than kept on the screen. */
async function freshPreviewUrl(client: ApolloClient, kind: EditorialKind, id: number): Promise<string> {
  const options = { variables: { id }, fetchPolicy: 'network-only' } as const;
  switch (kind) {
    case 'News':
      return (await client.query({ query: NewsPreviewUrlDocument, ...options })).data!.newsItem.pagePreviewUrl;
    case 'Column':
      return (await client.query({ query: ColumnPreviewUrlDocument, ...options })).data!.column.pagePreviewUrl;
    case 'ArchiveIssue':
      return (await client.query({ query: ArchiveIssuePreviewUrlDocument, ...options })).data!.archiveIssue.pagePreviewUrl;
  }
}

/**
 * "Önizle" opens the item's real page as readers will see it, in a new tab; "Önizleme bağlantısı
 * paylaş" makes, lists and revokes links for someone without an account.
 */
export function PreviewActions({ kind, id }: PreviewActionsProps) {
  const { t } = useLingui();
  const toast = useToast();
  const client = useApolloClient();
  const [sharing, setSharing] = useState(false);
  const [opening, setOpening] = useState(false);

  const openPreview = async () => {
    // Opened at the click, so no pop-up blocker stops it; the address follows once the server signs it.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = await freshPreviewUrl(client, kind, id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch {
      tab?.close();
      toast.error(t`Önizleme açılamadı.`);
    } finally {
      setOpening(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<OpenInNewOutlined />} disabled={opening} onClick={() => void openPreview()}>
        {t`Önizle`}
      </Button>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setSharing(true)} aria-haspopup="dialog">
        {t`Önizleme bağlantısı paylaş`}
      </Button>
      {sharing ? <PreviewLinksDialog kind={kind} id={id} onClose={() => setSharing(false)} /> : null}
    </Stack>
  );
}
