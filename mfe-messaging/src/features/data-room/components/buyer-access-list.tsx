import { useId, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import type { DataRoomAccessRequest, DataRoomBuyer } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useDataRoomBuyers } from '../api/get-buyers';
import { useSetBuyerAccess } from '../api/set-buyer-access';

type State = DataRoomAccessRequest['state'];

function BuyerRow({ buyer, current, busy, onSet }: { buyer: DataRoomBuyer; current: boolean; busy: boolean; onSet: (state: State) => void }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const { access } = buyer;
  const name = buyer.buyer_name || t('dataRoom.buyers.buyer');
  const until = access.paused_until ? formatDate(access.paused_until, locale) : '';
  const actions: Array<[State, string]> = [
    ['granted', t('dataRoom.access.grant')],
    ['paused', t('dataRoom.access.pause')],
    ['revoked', t('dataRoom.access.revoke')],
    ['default', t('dataRoom.access.reset')],
  ];
  const chosen = access.override ?? 'default';
  return (
    <li className={`bz-dataroom__buyer${current ? ' bz-dataroom__buyer--current' : ''}`} aria-current={current ? 'true' : undefined}>
      <span className="bz-dataroom__name">{name}</span>
      <span className={`bz-dataroom__state bz-dataroom__state--${access.reason}`}>
        {t(`dataRoom.buyers.state_${access.reason}`, { until })}
        {/* The current override in words, not only by which button is filled. */}
        <span className="bz-dataroom__current">{t('dataRoom.buyers.current', { state: t(`dataRoom.buyers.override_${chosen}`) })}</span>
      </span>
      <span className="bz-dataroom__buttons" role="group" aria-label={`${t('dataRoom.buyers.actions')}: ${name}`}>
        {actions.map(([state, label]) => (
          <Button
            key={state}
            type="button"
            size="small"
            outlined={chosen !== state}
            aria-pressed={chosen === state}
            label={label}
            aria-label={t('dataRoom.buyers.actionLabel', { action: label, buyer: name })}
            disabled={busy}
            onClick={() => onSet(state)}
          />
        ))}
      </span>
    </li>
  );
}

/**
 * The exclusivity a grant to `buyer` would break: its end (the latest `paused_until` on the list) and
 * its holder's name (the buyer under LOI), or null while none runs or `buyer` holds it.
 */
export function exclusivityOf(rows: readonly DataRoomBuyer[], buyer: DataRoomBuyer): { until: string; holder: string } | null {
  if (buyer.access.reason === 'loi') return null;
  const until = rows
    .map((row) => (row.access.reason === 'exclusivity' ? row.access.paused_until : null))
    .filter((value): value is string => value !== null)
    .sort()
    .at(-1);
  if (!until) return null;
  const holder = rows.find((row) => row.access.reason === 'loi' && row.dialog_id !== buyer.dialog_id);
  return { until, holder: holder?.buyer_name ?? '' };
}

/**
 * The seller's access list of the listing (decision 0222): every buyer in a conversation about it, with
 * their access now (NDA, LOI, granted, paused, revoked, held by another buyer's exclusivity) and the
 * grant, pause, revoke and reset of each, sent through that buyer's own dialog.
 */
export function BuyerAccessList({ dialogId }: { dialogId: number }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const id = useId();
  const buyers = useDataRoomBuyers(dialogId);
  const setAccess = useSetBuyerAccess();
  const [changed, setChanged] = useState('');
  const rows = buyers.data?.data;
  const send = (buyer: DataRoomBuyer, state: State) => {
    setChanged('');
    setAccess.mutate(
      { dialogId: buyer.dialog_id, state },
      { onSuccess: () => setChanged(t('dataRoom.buyers.changed', { buyer: buyer.buyer_name || t('dataRoom.buyers.buyer') })) },
    );
  };
  const onSet = (buyer: DataRoomBuyer, state: State) => {
    const held = state === 'granted' && buyer.access.override !== 'granted' ? exclusivityOf(rows ?? [], buyer) : null;
    if (!held) return send(buyer, state);
    const name = buyer.buyer_name || t('dataRoom.buyers.buyer');
    const date = formatDate(held.until, locale);
    confirmDialog({
      header: t('dataRoom.buyers.confirmTitle'),
      message: held.holder
        ? t('dataRoom.buyers.confirmText', { holder: held.holder, date, buyer: name })
        : t('dataRoom.buyers.confirmTextAnother', { date, buyer: name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('dataRoom.buyers.confirmAccept'),
      rejectLabel: t('dataRoom.buyers.confirmReject'),
      // The safe choice has the focus: Enter keeps the exclusivity.
      defaultFocus: 'reject',
      accept: () => send(buyer, 'granted'),
    });
  };
  return (
    <section className="bz-dataroom__access" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('dataRoom.buyers.title')}</h4>
      <p>{t('dataRoom.buyers.intro')}</p>
      {!rows ? (
        <p>{buyers.isError ? t('dataRoom.unavailable') : t('dataRoom.buyers.loading')}</p>
      ) : rows.length === 0 ? (
        <p>{t('dataRoom.buyers.empty')}</p>
      ) : (
        <ul className="bz-dataroom__buyers">
          {rows.map((buyer) => (
            <BuyerRow
              key={buyer.dialog_id}
              buyer={buyer}
              current={buyer.dialog_id === dialogId}
              busy={setAccess.isPending}
              onSet={(state) => onSet(buyer, state)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="bz-dataroom__status">
        {changed}
      </p>
    </section>
  );
}
