/** The shape of a card while results load (decorative: the list says it is loading). */
export function ListingCardSkeleton() {
  return (
    <div className="bz-card bz-card--skeleton" aria-hidden="true">
      <div className="bz-card__image bz-skeleton" />
      <div className="bz-card__body">
        <div className="bz-skeleton bz-skeleton--line" style={{ width: '40%' }} />
        <div className="bz-skeleton bz-skeleton--title" />
        <div className="bz-skeleton bz-skeleton--line" style={{ width: '30%' }} />
        <div className="bz-skeleton bz-skeleton--block" />
      </div>
    </div>
  );
}
