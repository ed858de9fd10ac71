import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { useQueryClient } from '@bizmarkt/shared/query';
import { getCurrentUser } from '@bizmarkt/shared';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { isNearEnd, scrollParent } from '../lib/near-end';
import { openingUnreadStore } from '../lib/opening-unread';
import { NotificationEntry } from './notification-entry';
import './notifications.css';

/**
 * Loads the next page when the panel is scrolled near the list's end, and right away while the list
 * does not fill the panel (nothing to scroll yet).
 */
function useLoadMoreNearEnd(list: RefObject<HTMLElement | null>, canLoad: boolean, load: () => void, itemCount: number) {
  useEffect(() => {
    const el = list.current;
    if (!el || !canLoad) return undefined;
    const scroller = scrollParent(el);
    const check = () => {
      if (isNearEnd(scroller)) load();
    };
    check();
    scroller.addEventListener('scroll', check, { passive: true });
    return () => scroller.removeEventListener('scroll', check);
  }, [list, canLoad, load, itemCount]);
}

/** The Notifications panel (spec §2, §4): the list, newest first; opening it marks everything read. */
export default function NotificationsPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('account');
  // The count when the panel opened: it names the title and marks the newest entries unread, since
  // reading marks all of them at once (the unread ones are always the newest).
  const queryClient = useQueryClient();
  const [unreadAtOpening, setUnreadAtOpening] = useState(() => getCurrentUser(queryClient)?.unread_notifications ?? 0);
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const marked = useRef(false);
  const list = useRef<HTMLUListElement>(null);
  const { mutate: postRead } = markRead;
  const markReadOnce = useCallback(() => {
    if (marked.current) return;
    marked.current = true;
    postRead();
  }, [postRead]);

  // Spec §4: opening the panel clears the count and posts them read at once — not after the list
  // has loaded, and also when it fails to load.
  const [openingCount] = useState(unreadAtOpening);
  useEffect(() => {
    if (openingCount > 0) markReadOnce();
  }, [openingCount, markReadOnce]);

  useLayoutEffect(() => {
    openingUnreadStore.setState({ count: unreadAtOpening });
  }, [unreadAtOpening]);
  useEffect(() => () => openingUnreadStore.setState({ count: null }), []);

  // The list may know of more unread ones than the count the page had (the poller had not seen them
  // yet): they are marked as new too, and posted read if the opening did not already post.
  const firstPage = query.data?.pages[0];
  useEffect(() => {
    if (!firstPage) return;
    const unread = Math.max(firstPage.meta.unread ?? 0, unreadAtOpening);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's first page can know of more unread ones than the count at opening
    if (unread !== unreadAtOpening) setUnreadAtOpening(unread);
    if (unread > 0) markReadOnce();
  }, [firstPage, unreadAtOpening, markReadOnce]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  useLoadMoreNearEnd(list, Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError, loadMore, items.length);

  if (query.isPending) {
    return (
      <p className="bz-account-muted" role="status">
        {t('notifications.loading')}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="bz-notifs__state" role="alert">
        <p>{t('notifications.error')}</p>
        <Button type="button" size="small" label={t('notifications.retry')} onClick={() => void query.refetch()} />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="bz-notifs__state">
        <span className="pi pi-bell" aria-hidden="true" />
        <p>{t('notifications.empty')}</p>
      </div>
    );
  }

  return (
    <div className="bz-notifs">
      <ul ref={list} className="bz-notifs__list" aria-label={t('notifications.listLabel')}>
        {items.map((item, index) => (
          <NotificationEntry key={item.id} item={item} unread={!item.read || index < unreadAtOpening} onNavigate={onClose} />
        ))}
      </ul>
      {isFetchingNextPage ? (
        <p className="bz-account-muted" role="status">
          {t('notifications.loading')}
        </p>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="bz-account-muted">
          {t('notifications.error')}
        </p>
      ) : null}
      {hasNextPage && !isFetchingNextPage ? (
        <Button type="button" size="small" outlined className="bz-notifs__more" label={t('notifications.loadMore')} onClick={loadMore} />
      ) : null}
    </div>
  );
}
