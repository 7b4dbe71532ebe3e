import { randomBytes } from 'node:crypto';

/** The unguessable token every link a recipient receives carries. */
export const newDeliveryToken = (): string => randomBytes(24).toString('base64url');
