import { namedInputs } from '../common/named.js';

/** Spec §5: name 2-50, description 2-150 (NAMED_LIMITS), reported as `Tag.Name.min` and so on. */
export const { CreateNamedInput: CreateTagInput, UpdateNamedInput: UpdateTagInput } = namedInputs('Tag');
export type CreateTagInput = InstanceType<typeof CreateTagInput>;
export type UpdateTagInput = InstanceType<typeof UpdateTagInput>;
