import { useQuery } from '@tanstack/react-query';
import { CARD_SIZE, mediaTemplateRoutes, type ImageElement } from '@cardsmith/contracts';
import { api } from '../../lib/api.js';

/** Elements made from an uploaded template carry this prefix, so choosing another replaces it. */
export const UPLOADED_TEMPLATE_ELEMENT = 'uploaded-template-';

/** An uploaded picture as the card's whole front, behind everything else on it. */
export function uploadedTemplateElement(templateId: string, fileUrl: string): ImageElement {
  return {
    id: `${UPLOADED_TEMPLATE_ELEMENT}${templateId}`,
    type: 'image',
    content: fileUrl,
    position: { x: CARD_SIZE.width / 2, y: CARD_SIZE.height / 2 },
    size: { width: CARD_SIZE.width, height: CARD_SIZE.height },
  };
}

/**
 * Picture templates the team uploaded in the admin console, while they are active. The section is
 * left out while there are none (or the list cannot be read: the built-in catalog above remains).
 */
export function UploadedTemplates({
  selectedElementIds,
  onChoose,
}: {
  selectedElementIds: readonly string[];
  onChoose: (element: ImageElement) => void;
}) {
  const uploaded = useQuery({
    queryKey: [mediaTemplateRoutes.listActive.path, 'image'],
    queryFn: ({ signal }) =>
      api(mediaTemplateRoutes.listActive, { querystring: { type: 'image' } }, { signal }),
  });
  const templates = uploaded.data?.templates ?? [];
  if (templates.length === 0) return null;
  return (
    <section aria-labelledby="uploaded-templates-heading">
      <h3 id="uploaded-templates-heading" className="font-semibold">
        Designs from our team
      </h3>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {templates.map((template) => {
          const element = uploadedTemplateElement(template.id, template.fileUrl);
          return (
            <li key={template.id}>
              <button
                type="button"
                aria-pressed={selectedElementIds.includes(element.id)}
                onClick={() => onChoose(element)}
                className="group relative block w-full overflow-hidden rounded-xl border-2 border-transparent aria-pressed:border-rose-600"
              >
                <img
                  src={template.fileUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-[5/7] w-full bg-stone-100 object-cover"
                />
                <span className="block truncate bg-white px-2 py-1 text-left text-xs font-semibold">
                  {template.name} · {template.category}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
