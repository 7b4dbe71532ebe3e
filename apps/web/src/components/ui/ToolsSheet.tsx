import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The editing tools. On wide screens they are the column beside the card; on phones they are a
 * bottom sheet over the lower 40% of the screen, scrolling on its own, so the compact card above
 * it stays in view while any control is used (the way Canva's phone editor works). Its handle
 * folds the sheet down to itself when the visitor wants to look at the card alone.
 */
export function ToolsSheet({
  open,
  onOpenChange,
  className = '',
  contentClassName = '',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the sheet and its content sit in the page's grid on wide screens. */
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={onOpenChange}
      className={`min-w-0 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:rounded-t-2xl max-lg:bg-white max-lg:shadow-[0_-8px_24px_rgba(28,25,23,0.15)] max-lg:ring-1 max-lg:ring-stone-200 ${className}`}
      data-testid="tools-sheet"
    >
      <Collapsible.Trigger className="flex w-full flex-col items-center gap-1 pt-2 pb-1 text-xs font-semibold text-stone-600 lg:hidden">
        <span aria-hidden="true" className="h-1.5 w-10 rounded-full bg-stone-300" />
        {open ? 'Hide tools' : 'Show tools'}
      </Collapsible.Trigger>
      <Collapsible.Content
        // Mounted while folded, so a control's state (a typed prompt, the open tab) survives.
        forceMount
        role="region"
        aria-label="Editing tools"
        className={`space-y-4 max-lg:max-h-[40dvh] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:px-3 max-lg:pb-4 max-lg:data-[state=closed]:hidden ${contentClassName}`}
      >
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
