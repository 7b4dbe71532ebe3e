import type { ReactNode } from 'react';
import { ScrollArea as RadixScrollArea } from 'radix-ui';
import { TIMINGS } from '@cardsmith/contracts';

/**
 * A region that scrolls on its own, filling the height its flex parent gives it (a flex column,
 * so a parent with only a max-height still bounds it). Wheel, touch and keys scroll it natively; a thin bar shows
 * where the view is while it scrolls and hides TIMINGS.scrollHideDelayMs (600 ms, the spec's
 * delay) after scrolling stops, so a still panel carries no bar over its content.
 */
export function ScrollArea({
  children,
  className = '',
  viewportClassName = '',
}: {
  children: ReactNode;
  className?: string;
  viewportClassName?: string;
}) {
  return (
    <RadixScrollArea.Root
      type="scroll"
      scrollHideDelay={TIMINGS.scrollHideDelayMs}
      className={`relative flex flex-col overflow-hidden ${className}`}
    >
      <RadixScrollArea.Viewport className={`min-h-0 w-full flex-1 ${viewportClassName}`}>
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 select-none"
      >
        <RadixScrollArea.Thumb className="relative flex-1 rounded-full bg-stone-400" />
      </RadixScrollArea.Scrollbar>
    </RadixScrollArea.Root>
  );
}
