import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The sentences of a react-hook-form error tree, in the order the schema reported them and each
 * once: the forms list them together under 'Please fix the following issues:'.
 */
export function formIssueList<Values extends FieldValues>(errors: FieldErrors<Values>): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) found.push(message);
    for (const [key, child] of Object.entries(node)) {
      // `ref` is the field's DOM element, not an error below it.
      if (key !== 'ref' && key !== 'message' && key !== 'types') walk(child);
    }
  };
  walk(errors);
  return [...new Set(found)];
}
