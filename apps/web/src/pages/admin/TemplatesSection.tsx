import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ADMIN_MESSAGES,
  ADMIN_TEMPLATE_CATEGORIES,
  ADMIN_TEMPLATE_UPLOAD,
  adminTemplateRoutes,
  ApiRequestError,
  planTemplateUpload,
  TEMPLATE_UPLOAD_MESSAGES,
  UploadedTemplateListSchema,
  type UploadedTemplate,
} from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage, postForm } from '../../lib/api.js';
import { ADMIN_KEY } from './admin-api.js';

const templatesKey = [ADMIN_KEY, 'templates'] as const;
const inputClass = 'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-2 py-1.5';
const FIELDS = ['name', 'category', 'description', 'tags', 'duration'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const EMPTY: Fields = { name: '', category: '', description: '', tags: '', duration: '' };

/** The multipart upload (fields first, then the files), answered by media through the gateway. */
async function uploadTemplates(fields: Fields, files: File[]) {
  const form = new FormData();
  for (const name of FIELDS) form.append(name, fields[name]);
  for (const file of files) form.append('files', file);
  const body = await postForm(
    adminTemplateRoutes.upload.path,
    form,
    TEMPLATE_UPLOAD_MESSAGES.uploadFailed,
  );
  return UploadedTemplateListSchema.parse(body).templates;
}

/** The server's detail of a refusal (its issues), else its message. */
function refusalDetail(error: unknown): string {
  if (error instanceof ApiRequestError && error.body?.issues?.[0]) {
    return error.body.issues[0].message;
  }
  return errorMessage(error, 'The files were not stored. Please try again.');
}

function UploadForm() {
  const ids = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadTemplates(fields, files),
    onSuccess: (created) => {
      toast({
        title: 'Templates uploaded',
        description: `${created.length} template${created.length === 1 ? '' : 's'} added to the catalog.`,
      });
      setFields(EMPTY);
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: templatesKey });
    },
    onError: (error) => {
      const title =
        error instanceof ApiRequestError && error.status === 400 && error.body?.message
          ? error.body.message
          : TEMPLATE_UPLOAD_MESSAGES.uploadFailed;
      setProblem({ title, message: refusalDetail(error) });
    },
  });
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = planTemplateUpload(
      fields,
      files.map((file) => file.type.split('/')[0] ?? ''),
    );
    if (!plan.ok) {
      setProblem({ title: plan.title, message: plan.message });
      return;
    }
    setProblem(null);
    upload.mutate();
  };
  return (
    <form
      aria-label="Upload templates"
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <label className="text-sm" htmlFor={`${ids}-name`}>
        Name
        <input
          id={`${ids}-name`}
          className={inputClass}
          maxLength={ADMIN_TEMPLATE_UPLOAD.nameMax}
          value={fields.name}
          onChange={(event) => set('name')(event.target.value)}
        />
      </label>
      <label className="text-sm" htmlFor={`${ids}-category`}>
        Category
        <select
          id={`${ids}-category`}
          className={inputClass}
          value={fields.category}
          onChange={(event) => set('category')(event.target.value)}
        >
          <option value="">Choose…</option>
          {ADMIN_TEMPLATE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm sm:col-span-2" htmlFor={`${ids}-description`}>
        Description
        <input
          id={`${ids}-description`}
          className={inputClass}
          maxLength={ADMIN_TEMPLATE_UPLOAD.descriptionMax}
          value={fields.description}
          onChange={(event) => set('description')(event.target.value)}
        />
      </label>
      <label className="text-sm" htmlFor={`${ids}-tags`}>
        Tags (separated by commas)
        <input
          id={`${ids}-tags`}
          className={inputClass}
          value={fields.tags}
          onChange={(event) => set('tags')(event.target.value)}
        />
      </label>
      <label className="text-sm" htmlFor={`${ids}-duration`}>
        Duration (videos, e.g. 15s)
        <input
          id={`${ids}-duration`}
          className={inputClass}
          maxLength={16}
          value={fields.duration}
          onChange={(event) => set('duration')(event.target.value)}
        />
      </label>
      <label className="text-sm sm:col-span-2" htmlFor={`${ids}-files`}>
        Image or video files (several make numbered templates)
        <input
          id={`${ids}-files`}
          ref={fileInput}
          type="file"
          multiple
          accept="image/*,video/*"
          className="mt-1 block w-full text-sm"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
      </label>
      {problem ? (
        <div role="alert" className="rounded-xl bg-rose-50 p-3 text-sm text-rose-900 sm:col-span-2">
          <p className="font-semibold">{problem.title}</p>
          <p>{problem.message}</p>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}

function TemplateRow({ template }: { template: UploadedTemplate }) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      api(adminTemplateRoutes.setActive, {
        params: { id: template.id },
        body: { active: !template.isActive },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templatesKey }),
    onError: (error) =>
      toast({
        title: ADMIN_MESSAGES.actionFailed,
        description: errorMessage(error, 'The template did not change. Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2">
        {template.type === 'image' ? (
          <img src={template.fileUrl} alt="" className="h-14 w-10 rounded object-cover" />
        ) : (
          <video src={template.fileUrl} preload="metadata" muted className="h-14 w-20 rounded" />
        )}
      </td>
      <td>{template.name}</td>
      <td>{template.category}</td>
      <td>
        {template.type}
        {template.duration ? ` · ${template.duration}` : ''}
      </td>
      <td>{template.tags.join(', ')}</td>
      <td>
        <button
          type="button"
          role="switch"
          aria-checked={template.isActive}
          aria-label={`${template.name} active`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          className={buttonClass(template.isActive ? 'primary' : 'secondary', 'sm')}
        >
          {template.isActive ? 'Active' : 'Inactive'}
        </button>
      </td>
    </tr>
  );
}

/** Upload image and video templates; active ones appear in the editor's catalog. */
export function TemplatesSection() {
  const list = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => api(adminTemplateRoutes.list, {}, { signal }),
  });
  let body;
  if (list.isPending) body = <p role="status">Loading templates…</p>;
  else if (list.isError) {
    body = (
      <LoadError
        message={errorMessage(list.error, 'The templates did not load.')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.templates.length === 0) {
    body = (
      <p className="text-sm text-stone-600">
        No uploaded templates yet: the editor shows the built-in catalog.
      </p>
    );
  } else {
    body = (
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-stone-600">
            <th className="py-2">
              <span className="sr-only">Preview</span>
            </th>
            <th>Name</th>
            <th>Category</th>
            <th>Type</th>
            <th>Tags</th>
            <th>In the catalog</th>
          </tr>
        </thead>
        <tbody>
          {list.data.templates.map((template) => (
            <TemplateRow key={template.id} template={template} />
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="space-y-6">
      <UploadForm />
      {body}
    </div>
  );
}
