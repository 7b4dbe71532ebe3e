import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import {
  catalogRoutes,
  FRAME_TABS,
  type Frame,
  type FrameCategory,
  type RouteOutput,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { IconCheck, IconUpload } from '../../components/ui/icons.js';
import { toast } from '../../components/ui/toast-store.js';
import { postFile } from '../../lib/media-upload.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { TileSkeletons } from '../../components/ui/TileSkeletons.js';

type FrameList = RouteOutput<typeof catalogRoutes.listFrames>;
export const FRAMES_KEY = [catalogRoutes.listFrames.path];

async function uploadFrame(file: File): Promise<Frame> {
  return (await postFile(catalogRoutes.uploadFrame.path, file)) as Frame;
}

/** All frames in one request (built-in plus this visitor's own), filtered per tab. */
export function useFrames() {
  return useQuery<FrameList>({ queryKey: FRAMES_KEY });
}

const tileClass =
  'relative flex w-full flex-col overflow-hidden rounded-xl border-2 bg-white text-left text-xs font-semibold';

export function FramePicker({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (frameId: string | null) => void;
}) {
  const [tab, setTab] = useState<FrameCategory>('popular');
  const frames = useFrames();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadFrame,
    onSuccess: (frame) => {
      queryClient.setQueryData<FrameList>(FRAMES_KEY, (old) => ({
        frames: [...(old?.frames ?? []), frame],
      }));
      setTab('custom');
      onSelect(frame.id);
      toast({ title: 'Frame Uploaded', description: `${frame.name} is in My Frames.` });
    },
    onError: (error) => {
      toast({ title: 'Upload failed', description: error.message, variant: 'destructive' });
    },
  });

  return (
    <section aria-labelledby="frames-heading">
      <div className="flex items-center justify-between">
        <h3 id="frames-heading" className="font-semibold">
          Frame
        </h3>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={!selectedId}
          onClick={() => onSelect(null)}
        >
          Remove Frame
        </button>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FrameCategory)}>
        <Tabs.List aria-label="Frame categories" className="mt-2 flex flex-wrap gap-1">
          {FRAME_TABS.map((item) => (
            <Tabs.Trigger
              key={item.id}
              value={item.id}
              className="rounded-full px-3 py-1 text-sm font-medium text-stone-600 data-[state=active]:bg-rose-700 data-[state=active]:text-white"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FRAME_TABS.map((item) => {
          const list = frames.data?.frames.filter((frame) => frame.category === item.id) ?? [];
          return (
            <Tabs.Content key={item.id} value={item.id} className="mt-3">
              {frames.isPending ? (
                <TileSkeletons
                  count={6}
                  label="Loading frames…"
                  className="grid grid-cols-3 gap-2"
                  testId="frame-skeleton"
                />
              ) : frames.isError ? (
                <LoadError
                  message="Frames could not be loaded."
                  retrying={frames.isFetching}
                  onRetry={() => void frames.refetch()}
                />
              ) : (
                <>
                  {item.id === 'custom' && list.length === 0 ? (
                    <p className="mb-2 text-sm text-stone-600">
                      You haven&apos;t uploaded any custom frames yet.
                    </p>
                  ) : null}
                  <ul className="grid grid-cols-3 gap-2">
                    {list.map((frame) => {
                      const selected = frame.id === selectedId;
                      return (
                        <li key={frame.id}>
                          <button
                            type="button"
                            aria-pressed={selected}
                            onClick={() => onSelect(frame.id)}
                            className={`${tileClass} ${selected ? 'border-rose-600' : 'border-stone-200 hover:border-stone-400'}`}
                          >
                            <img
                              src={frame.thumbnailUrl}
                              alt=""
                              loading="lazy"
                              className="aspect-[5/7] w-full bg-stone-50 object-contain"
                            />
                            <span className="truncate px-2 py-1">{frame.name}</span>
                            {selected ? (
                              <span className="absolute top-1 right-1 grid size-5 place-items-center rounded-full bg-rose-600 text-white">
                                <IconCheck className="size-3.5" />
                              </span>
                            ) : null}
                          </button>
                        </li>
                      );
                    })}
                    <li>
                      <button
                        type="button"
                        onClick={() => fileInput.current?.click()}
                        disabled={upload.isPending}
                        className={`${tileClass} aspect-[5/7] items-center justify-center gap-1 border-dashed border-stone-300 text-stone-600 hover:border-rose-400 hover:text-rose-800`}
                      >
                        <IconUpload className="size-6" />
                        <span className="px-2 text-center">
                          {upload.isPending ? 'Uploading…' : 'Upload your own frame'}
                        </span>
                      </button>
                    </li>
                  </ul>
                </>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      <input
        ref={fileInput}
        type="file"
        accept="image/svg+xml,image/png,.svg,.png"
        className="sr-only"
        tabIndex={-1}
        aria-label="Frame file (SVG or PNG, up to 2 MB)"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
    </section>
  );
}
