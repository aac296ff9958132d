import { IsInt, IsOptional, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { TrimmedLength } from '../common/validation.js';

/** Spec §5: name 2-50, description 2-150. */
export const CATEGORY_NAME = { min: 2, max: 50 };
export const CATEGORY_DESCRIPTION = { min: 2, max: 150 };

@InputType()
export class CreateCategoryInput {
  @Field()
  @TrimmedLength('Category.Name', CATEGORY_NAME.min, CATEGORY_NAME.max)
  name!: string;

  @Field()
  @TrimmedLength('Category.Description', CATEGORY_DESCRIPTION.min, CATEGORY_DESCRIPTION.max)
  description!: string;
}

@InputType({ description: 'The category to edit; fields left out (or null) keep their value.' })
export class UpdateCategoryInput {
  @Field(() => Int)
  @IsInt({ message: 'Category.Id.invalid' })
  @Min(1, { message: 'Category.Id.invalid' })
  id!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @TrimmedLength('Category.Name', CATEGORY_NAME.min, CATEGORY_NAME.max)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @TrimmedLength('Category.Description', CATEGORY_DESCRIPTION.min, CATEGORY_DESCRIPTION.max)
  description?: string | null;
}
