import { MAX_GATES, MAX_PERKS } from './limits.ts';

// The texts the membership form and its image inputs show before the form's rules load, exact (SPEC
// section 8). MESSAGES and VALIDATION_MESSAGES reuse them; kept apart so the form's first load carries
// these few, not those whole objects (a bundler puts a module in one chunk, whole).

export const TOKEN_CREATED_MESSAGE = 'Token create successfully.';
export const TOKEN_UPDATED_MESSAGE = 'Token updated successfully.';
export const PERKS_MAX_MESSAGE = `Maximum ${MAX_PERKS} perks are allowed.`;
export const GATES_MAX_MESSAGE = `Maximum ${MAX_GATES} reservations are allowed.`;
export const IMAGE_TOO_LARGE_MESSAGE = 'Maximum allowed image size  is 10MB.';
export const IMAGE_TYPE_MESSAGE = 'Only PNG, GIF and JPG images are allowed.';
