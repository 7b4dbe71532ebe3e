/**
 * The AR page's camera state (spec 001 §4): Active once the camera is granted and running,
 * Inactive before that, while it is being asked for, and after a refusal.
 */
export function CameraState({ active, className = '' }: { active: boolean; className?: string }) {
  return (
    <p
      role="status"
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
        active ? 'bg-emerald-600 text-white' : 'bg-stone-700 text-stone-100'
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${active ? 'bg-white' : 'bg-stone-400'}`}
      />
      {`Camera: ${active ? 'Active' : 'Inactive'}`}
    </p>
  );
}
