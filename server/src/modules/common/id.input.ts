import { IsInt, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** The one `input` of mutations that act on a record by id (delete, confirm). */
@InputType({ description: 'The record to act on.' })
export class IdInput {
  @Field(() => Int)
  @IsInt({ message: 'Common.Id.invalid' })
  @Min(1, { message: 'Common.Id.invalid' })
  id!: number;
}
