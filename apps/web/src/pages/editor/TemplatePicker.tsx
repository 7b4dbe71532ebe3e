import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import {
  catalogRoutes,
  COLLECTIONS,
  MOODS,
  TEMPLATES_PER_GROUP,
  type RouteOutput,
  type Occasion,
  type Template,
} from '@cardsmith/contracts';
import { LoadError } from '../../components/ui/LoadError.js';
import { TileSkeletons } from '../../components/ui/TileSkeletons.js';
import { cardCategoryName, occasionProfile } from '../../features/cards/occasion.js';

type TemplateList = RouteOutput<typeof catalogRoutes.listTemplates>;
type Group = { kind: 'occasion' | 'mood' | 'collection'; id: string };

const chipClass =
  'rounded-full border border-stone-300 bg-white px-3 py-1 text-sm aria-pressed:border-rose-600 aria-pressed:bg-rose-50 aria-pressed:text-rose-900';
const groupTabClass =
  'rounded-full px-3 py-1 text-sm font-medium text-stone-600 data-[state=active]:bg-rose-700 data-[state=active]:text-white';

/** Each group kind's tab label and the chips it offers. */
const CHIP_GROUPS = {
  mood: { label: 'Moods & Styles', chipsLabel: 'Moods', items: MOODS },
  collection: { label: 'Trending Collections', chipsLabel: 'Collections', items: COLLECTIONS },
} as const;

/** Where the picker opens: the occasion's own templates when the catalog has a category for it. */
function occasionGroup(occasion: Occasion): Group {
  const category = occasionProfile(occasion).templates;
  return category ? { kind: 'occasion', id: category } : { kind: 'mood', id: MOODS[0].id };
}

function firstGroup(kind: Group['kind'], occasion: Occasion): Group {
  if (kind === 'occasion') return occasionGroup(occasion);
  return { kind, id: CHIP_GROUPS[kind].items[0].id };
}

/** Templates for the card's occasion, or by mood or collection; choosing one hands it on. */
export function TemplatePicker({
  occasion,
  selectedId,
  onChoose,
}: {
  occasion: Occasion;
  selectedId: string | null;
  onChoose: (template: Template) => void;
}) {
  const [group, setGroup] = useState<Group>(() => occasionGroup(occasion));
  // Another occasion chosen on the card: its templates are the ones to show.
  const [shownFor, setShownFor] = useState(occasion);
  if (shownFor !== occasion) {
    setShownFor(occasion);
    setGroup(occasionGroup(occasion));
  }
  const occasionCategory = occasionProfile(occasion).templates;
  const query = useQuery<TemplateList>({
    queryKey: [
      `${catalogRoutes.listTemplates.path}?${group.kind === 'occasion' ? 'category' : group.kind}=${group.id}`,
    ],
  });

  return (
    <section aria-labelledby="template-picker-heading">
      <h3 id="template-picker-heading" className="font-semibold">
        Templates
      </h3>
      <Tabs.Root
        value={group.kind}
        onValueChange={(kind) => setGroup(firstGroup(kind as Group['kind'], occasion))}
      >
        <Tabs.List aria-label="Template groups" className="mt-2 flex flex-wrap gap-1">
          {occasionCategory ? (
            <Tabs.Trigger value="occasion" className={groupTabClass}>
              {cardCategoryName(occasionCategory)}
            </Tabs.Trigger>
          ) : null}
          {(['mood', 'collection'] as const).map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className={groupTabClass}>
              {CHIP_GROUPS[kind].label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {occasionCategory ? (
          <Tabs.Content value="occasion" className="mt-3 text-sm text-stone-600">
            Designs made for {cardCategoryName(occasionCategory)} cards.
          </Tabs.Content>
        ) : null}
        {(['mood', 'collection'] as const).map((kind) => (
          <Tabs.Content key={kind} value={kind} className="mt-3">
            <div
              className="flex flex-wrap gap-1.5"
              role="group"
              aria-label={CHIP_GROUPS[kind].chipsLabel}
            >
              {CHIP_GROUPS[kind].items.map((item) => (
                <button
                  key={item.id}
                  type="button"
                  aria-pressed={group.id === item.id}
                  className={chipClass}
                  onClick={() => setGroup({ kind, id: item.id })}
                >
                  {'emoji' in item ? <span aria-hidden="true">{item.emoji} </span> : null}
                  {item.name}
                </button>
              ))}
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="mt-3">
        {query.isPending ? (
          <TileSkeletons
            count={TEMPLATES_PER_GROUP}
            label="Loading templates…"
            className="grid grid-cols-2 gap-2"
            testId="template-skeleton"
          />
        ) : query.isError ? (
          <LoadError
            message="Templates could not be loaded."
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.templates.length === 0 ? (
          <p className="text-sm text-stone-600">No templates for this one yet. Try another.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2">
            {query.data.templates.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  aria-pressed={template.id === selectedId}
                  onClick={() => onChoose(template)}
                  className="group relative block w-full overflow-hidden rounded-xl border-2 border-transparent aria-pressed:border-rose-600"
                >
                  <img
                    src={template.imageUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-[5/7] w-full bg-stone-100 object-cover"
                  />
                  <span className="block truncate bg-white px-2 py-1 text-left text-xs font-semibold">
                    {template.title}
                  </span>
                  <span className="absolute inset-0 grid place-items-center bg-stone-950/50 text-sm font-semibold text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                    Use Template
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
