import { IsDefined, IsInt, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IdInput } from '../common/id.input.js';
import { MessageArea } from '../common/validation.js';

/**
 * Spec §5: the slot's news is required (`PageSlot.NewsId.required`); the service answers
 * `PageSlot.NewsId.invalid` when it is not a live news item.
 */
@InputType({ description: 'The home-page slot and the news item chosen for it.' })
@MessageArea('PageSlot')
export class UpdatePageSlotInput extends IdInput {
  /** Nullable in the schema so that a missing news item is reported with its key. */
  @Field(() => Int, { nullable: true, description: 'A live news item. Required.' })
  @IsDefined({ message: 'PageSlot.NewsId.required' })
  @IsInt({ message: 'PageSlot.NewsId.invalid' })
  @Min(1, { message: 'PageSlot.NewsId.invalid' })
  newsId?: number | null;
}
