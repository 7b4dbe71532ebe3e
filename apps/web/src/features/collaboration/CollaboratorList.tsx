import type { CollaboratorRow, CollaboratorStatus } from './collaborator-rows.js';

const STATUS_CLASS: Record<CollaboratorStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  idle: 'bg-amber-100 text-amber-800',
  offline: 'bg-stone-200 text-stone-700',
};

export function CollaboratorList({ rows }: { rows: CollaboratorRow[] }) {
  return (
    <ul aria-label="Collaborators" className="divide-y divide-stone-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center gap-3 py-3">
          <span
            className="grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold text-white"
            style={{ backgroundColor: row.color }}
            aria-hidden="true"
          >
            {row.name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{row.name}</p>
          </div>
          <span className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800 capitalize">
            {row.role}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASS[row.status]}`}
          >
            {row.status}
          </span>
        </li>
      ))}
    </ul>
  );
}
