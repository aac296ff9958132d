import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AppError, conflict } from '../../lib/errors.js';

interface UniqueField {
  field: string;
  key: string;
  message: string;
}

/** Unique index name → the field it guards and the key a violation is reported with. */
const uniqueIndexes = new Map<string, UniqueField>();

/**
 * Names a unique index (for `@Index`/`@Unique({ name })` or a migration) and registers what a
 * violation of it means, so a race between two writes answers 409 with the field's key, never 500.
 */
export function uniqueIndex(name: string, field: string, key: string, message: string): string {
  uniqueIndexes.set(name, { field, key, message });
  return name;
}

/** The 409 a unique violation stands for, when its index is registered. */
export function conflictOf(error: unknown): AppError | undefined {
  if (!(error instanceof UniqueConstraintViolationException)) return undefined;
  const known = uniqueIndexes.get((error as { constraint?: string }).constraint ?? '');
  return known ? conflict(known.field, known.key, known.message) : new AppError('CONFLICT');
}
