/**
 * Card-shaped placeholders while a grid of cards loads, announced once to screen readers. Shown
 * only while the request is really pending.
 */
export function TileSkeletons({
  count,
  label,
  className,
  testId,
}: {
  count: number;
  /** What is loading, for screen readers ('Loading frames…'). */
  label: string;
  /** The grid's own classes (columns and gaps), as the loaded grid has them. */
  className: string;
  testId?: string;
}) {
  return (
    <div className={className} role="status">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid={testId}
          className="aspect-[5/7] animate-pulse rounded-xl bg-stone-200"
        />
      ))}
    </div>
  );
}
