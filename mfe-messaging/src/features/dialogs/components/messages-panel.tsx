import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { useDialogs } from '../api/get-dialogs';
import { allGroups, findDialog } from '../../../lib/dialog-cache';
import { loadOneDialog } from '../lib/load-one-dialog';
import { useMessagingUi } from '../../../lib/messaging-ui-store';
import { useIncomingMessages } from '../hooks/use-incoming-messages';
import { Conversation } from '../../chat';
import { GroupList } from './group-list';
import '../../../components/messages.css';

/** The Messages panel (spec §2): the listings with their dialogs, or the open conversation. */
export default function MessagesPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const query = useDialogs();
  useIncomingMessages();
  const activeDialogId = useMessagingUi((s) => s.activeDialogId);
  const found = findDialog(query.data, activeDialogId);

  // A conversation opened from elsewhere ('Contact seller', /sign) may be beyond the loaded pages.
  const fetchedOne = useRef<number | null>(null);
  useEffect(() => {
    if (activeDialogId === null || found || !query.isSuccess || fetchedOne.current === activeDialogId) return;
    fetchedOne.current = activeDialogId;
    void loadOneDialog(queryClient, activeDialogId);
  }, [activeDialogId, found, query.isSuccess, queryClient]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (found) return <Conversation group={found.group} dialog={found.dialog} onNavigate={onClose} />;
  if (query.isPending || (activeDialogId !== null && query.isFetching)) {
    return (
      <p className="bz-msg-muted" role="status">
        {t('panel.loading')}
      </p>
    );
  }
  const groups = allGroups(query.data);
  // Spec §8: a failed load is only logged; the panel shows what an empty list shows.
  if (groups.length === 0) return <p className="bz-msg-empty">{t('panel.empty')}</p>;
  return (
    <GroupList
      groups={groups}
      hasMore={Boolean(hasNextPage) && !query.isFetchNextPageError}
      loadingMore={isFetchingNextPage}
      loadMore={loadMore}
      onNavigate={onClose}
    />
  );
}
