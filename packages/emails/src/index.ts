export { defineEmailTemplate, webUrl, type EmailTemplate } from './define-template.js';
export { EmailRenderer } from './email-renderer.js';
export {
  EMAIL_TEMPLATE_NAMES,
  emailTemplates,
  isEmailTemplateName,
  type EmailProps,
  type EmailTemplateName,
  type EmailTemplates,
} from './registry.js';
export {
  EmailRequestSchema,
  InvalidEmailPropsError,
  parseEmailProps,
  renderEmail,
  renderEmailRequest,
  type EmailRequest,
  type RenderedEmail,
} from './render.js';
export {
  listEmailTemplates,
  previewEmail,
  type EmailPreview,
  type EmailTemplateSummary,
} from './preview.js';
