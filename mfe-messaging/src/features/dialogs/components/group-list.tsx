import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useUnread } from '@bizmarkt/shared';
import type { DialogGroup } from '@bizmarkt/shared/contract';
import { isNearEnd, scrollParent } from '../../../lib/near-end';
import { GroupItem } from './group-item';

interface GroupListProps {
  groups: DialogGroup[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onNavigate: () => void;
}

/** The panel's list of listings; the next page loads within 100 px of its end (spec §2, §9). */
export function GroupList({ groups, hasMore, loadingMore, loadMore, onNavigate }: GroupListProps) {
  const { t } = useTranslation('messaging');
  const list = useRef<HTMLUListElement>(null);
  const byDialog = useUnread((s) => s.byDialog);
  // The poller's counts are newer than the list's (they stay right across tabs); before the first
  // poll the list's own numbers stand.
  const pollerKnows = Object.keys(byDialog).length > 0;
  const unreadOf = useCallback((dialogId: number, fallback: number) => (pollerKnows ? (byDialog[String(dialogId)] ?? 0) : fallback), [byDialog, pollerKnows]);

  useEffect(() => {
    const el = list.current;
    if (!el || !hasMore || loadingMore) return undefined;
    const scroller = scrollParent(el);
    const check = () => {
      if (isNearEnd(scroller)) loadMore();
    };
    check();
    scroller.addEventListener('scroll', check, { passive: true });
    return () => scroller.removeEventListener('scroll', check);
  }, [hasMore, loadingMore, loadMore, groups.length]);

  return (
    <>
      <ul ref={list} className="bz-msg-groups" aria-label={t('panel.listLabel')}>
        {groups.map((group) => (
          <GroupItem key={group.id} group={group} unreadOf={unreadOf} onNavigate={onNavigate} />
        ))}
      </ul>
      {loadingMore ? (
        <p className="bz-msg-muted" role="status">
          {t('panel.loading')}
        </p>
      ) : null}
    </>
  );
}
