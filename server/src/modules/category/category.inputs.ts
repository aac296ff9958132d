import { namedInputs } from '../common/named.js';

/** Spec §5: name 2-50, description 2-150 (NAMED_LIMITS), reported as `Category.Name.min` and so on. */
export const { CreateNamedInput: CreateCategoryInput, UpdateNamedInput: UpdateCategoryInput } = namedInputs('Category');
export type CreateCategoryInput = InstanceType<typeof CreateCategoryInput>;
export type UpdateCategoryInput = InstanceType<typeof UpdateCategoryInput>;
