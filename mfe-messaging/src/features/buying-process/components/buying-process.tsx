import { useEffect } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import { Button } from 'primereact/button';
import { modalStore, onSyncPoll } from '@bizmarkt/shared';
import type { Dialog, DialogGroup } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { messagingUiStore, useMessagingUi } from '../../../lib/messaging-ui-store';
import { useUpdateStep } from '../api/update-step';
import { BUYING_STEPS, DEAL_CLOSED_STEP, STEPS_DONE, canCloseDeal, ownStep, stepPatch, stepState, type BuyingStep } from '../lib/steps';
import { ChecklistSection, OfferSection, useUnderOfferUntil } from '../../offers';
import { StepDetail } from './step-detail';

interface BuyingProcessProps {
  group: DialogGroup;
  dialog: Dialog;
  onNavigate: () => void;
  /** Whether the offer section shows the "under offer" banner (the deal room shows it at its top). */
  withBanner?: boolean;
}

function CloseDealCard({ own, other, onClose, busy }: { own: number; other: number; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation('messaging');
  // Closed only when both sides pressed it (the listing is sold then); until then, say whose turn it is.
  const text = own !== DEAL_CLOSED_STEP ? t('process.closeText') : other === DEAL_CLOSED_STEP ? t('process.closed') : t('process.closeWaiting');
  return (
    <section className="bz-close-deal" aria-labelledby="bz-close-deal-title">
      <h3 id="bz-close-deal-title">{t('process.closeTitle')}</h3>
      <p>{text}</p>
      <Button type="button" severity="success" label={t('process.close')} disabled={own === DEAL_CLOSED_STEP || busy} onClick={onClose} />
    </section>
  );
}

/** The buying process tab (spec §2, §4): the five steps of the caller's side, 'More' details, closing. */
export function BuyingProcess({ group, dialog, withBanner = true }: BuyingProcessProps) {
  const { t } = useTranslation('messaging');
  const detail = useMessagingUi((s) => s.stepDetail) as BuyingStep | null;
  const update = useUpdateStep(dialog.id);
  const queryClient = useQueryClient();
  // The other side's step changes without a message: read the dialogs afresh when the tab opens, and
  // while it is open on each poll of the ladder (the event stream tells a step change at once:
  // features/dialogs/lib/dialog-events.ts).
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
    refresh();
    return onSyncPoll(refresh);
  }, [queryClient]);
  const isSeller = dialog.is_seller;
  const own = ownStep(dialog, isSeller);
  // Another buyer's exclusivity holds the listing: this buyer's steps wait (the banner says until when).
  const held = useUnderOfferUntil(dialog.id) !== null && !isSeller;
  const { showStepDetail } = messagingUiStore.getState();
  const advance = (to: number) => update.mutate(stepPatch(isSeller, to));
  const openHide = () => {
    messagingUiStore.getState().setHideTarget({ businessId: group.id, dialogId: dialog.id });
    modalStore.getState().openModal('hide-listing');
  };

  if (detail) return <StepDetail step={detail} onBack={() => showStepDetail(null)} />;
  return (
    <div className="bz-process">
      {/* Step 1, 'Sign Letter of Intent (LOI)', is where offers live (issue #30). */}
      <OfferSection group={group} dialog={dialog} withBanner={withBanner} />
      <h3>{t(isSeller ? 'process.sellerHeading' : 'process.buyerHeading')}</h3>
      <ol className="bz-process__steps">
        {BUYING_STEPS.map((step) => {
          const state = stepState(step, own);
          return (
            <li key={step} className={`bz-process__step bz-process__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="bz-process__number" aria-hidden="true">
                {state === 'done' ? <span className="pi pi-check" /> : step}
              </span>
              <span className="bz-process__title">
                {t(`process.steps.${step}`)}
                {state === 'done' ? <span className="bz-process__state">{t('process.done')}</span> : null}
              </span>
              <Button
                type="button"
                text
                size="small"
                label={t('process.more')}
                aria-label={t('process.moreAbout', { step: t(`process.steps.${step}`) })}
                onClick={() => showStepDetail(step)}
              />
              {state === 'current' && !held ? (
                <Button type="button" size="small" outlined label={t('process.markDone')} loading={update.isPending} onClick={() => advance(step + 1)} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {isSeller && group.is_mine && own < STEPS_DONE ? (
        <Button type="button" outlined icon="pi pi-eye-slash" label={t('process.hide')} onClick={openHide} />
      ) : null}
      {/* Step 2, 'Perform Due Diligence': the deal's shared checklist and its progress (issue #30). */}
      <ChecklistSection dialog={dialog} />
      {canCloseDeal(dialog.buyer_step, dialog.seller_step) ? (
        <CloseDealCard own={own} other={ownStep(dialog, !isSeller)} busy={update.isPending} onClose={() => advance(DEAL_CLOSED_STEP)} />
      ) : null}
    </div>
  );
}
