import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminSettingsRoutes, type EmailTemplateSummary } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { api, errorMessage } from '../../lib/api.js';
import { ADMIN_KEY } from './admin-api.js';

const templatesKey = [ADMIN_KEY, 'email-templates'] as const;

function EmailPreview({
  template,
  onClose,
}: {
  template: EmailTemplateSummary;
  onClose: () => void;
}) {
  const preview = useQuery({
    queryKey: [...templatesKey, template.name],
    queryFn: ({ signal }) =>
      api(adminSettingsRoutes.emailPreview, { params: { name: template.name } }, { signal }),
  });
  return (
    <section
      aria-label={`Preview of the ${template.title} email`}
      className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <p>
          <strong>{template.title}</strong> · with sample content
        </p>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      {preview.isPending ? <p role="status">Rendering the email…</p> : null}
      {preview.isError ? (
        <LoadError
          message={errorMessage(preview.error, 'The preview did not load.')}
          retrying={preview.isFetching}
          onRetry={() => void preview.refetch()}
        />
      ) : null}
      {preview.data ? (
        <>
          <p>
            Subject: <strong>{preview.data.subject}</strong>
          </p>
          {/* The email's own HTML, shown as a mail client would: no scripts, no reach into this page. */}
          <iframe
            title="Email preview (HTML)"
            sandbox=""
            srcDoc={preview.data.html}
            className="h-96 w-full rounded border"
          />
          <h4 className="font-semibold">Plain-text part</h4>
          <pre className="whitespace-pre-wrap rounded bg-stone-50 p-2">{preview.data.text}</pre>
        </>
      ) : null}
    </section>
  );
}

/** Every email the platform sends, each previewed as HTML and plain text with sample content. */
export function EmailTemplatesPreview() {
  const [open, setOpen] = useState<EmailTemplateSummary | null>(null);
  const list = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => api(adminSettingsRoutes.emailTemplates, {}, { signal }),
  });
  if (list.isPending) return <p role="status">Loading the email templates…</p>;
  if (list.isError) {
    return (
      <LoadError
        message={errorMessage(list.error, 'The email templates did not load.')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <div className="space-y-3">
      {open ? <EmailPreview template={open} onClose={() => setOpen(null)} /> : null}
      <ul className="divide-y divide-stone-200 text-sm">
        {list.data.templates.map((template) => (
          <li key={template.name} className="flex items-center justify-between gap-3 py-2">
            <span>
              <strong>{template.title}</strong>
              <span className="block text-stone-600">{template.description}</span>
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`Preview the ${template.title} email`}
              onClick={() => setOpen(template)}
            >
              Preview
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
