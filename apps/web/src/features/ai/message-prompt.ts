/**
 * The prompt of spec 001 §7 for the /ai-message page, written with the options' values (as the
 * service's prompt reader expects them).
 */
export function messagePrompt(choice: {
  tone: string;
  occasion: string;
  relationship: string;
  details: string;
}): string {
  const base = `Write a ${choice.tone} ${choice.occasion} message for my ${choice.relationship}`;
  const details = choice.details.trim();
  return details ? `${base}. Additional details: ${details}` : base;
}
