import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { buildPath, sharingRoutes } from '@cardsmith/contracts';
import { api } from '../../lib/api.js';
import { sharingFailed } from './sharing-api.js';

/**
 * The owner's "Show in the public gallery" switch: off until they switch it on, so a card shared
 * with one person never lands in Trending for everyone. Its state is the owner's stats.
 */
export function PublicGallerySwitch({ cardId }: { cardId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const statsKey = [buildPath(sharingRoutes.stats.path, { id: cardId })];
  const stats = useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => api(sharingRoutes.stats, { params: { id: cardId } }, { signal }),
  });
  const change = useMutation({
    mutationFn: (showInPublicGallery: boolean) =>
      api(sharingRoutes.setPublicGallery, {
        params: { id: cardId },
        body: { showInPublicGallery },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statsKey });
      void queryClient.invalidateQueries({ queryKey: [sharingRoutes.trending.path] });
    },
    onError: (error) => sharingFailed(error),
  });
  const shown = change.isPending ? change.variables : (stats.data?.isPublic ?? false);

  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-stone-200 p-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          Show in the public gallery
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {shown
            ? 'Other visitors can find your card in Trending.'
            : 'Off: only people you give the link to can open your card.'}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={shown}
        disabled={!stats.isSuccess || change.isPending}
        onCheckedChange={(checked) => change.mutate(checked)}
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-rose-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
