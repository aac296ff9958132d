import { Field, Int, ObjectType } from 'type-graphql';
import { EditorialKind, PublicationStatus } from './publication.js';

@ObjectType({ description: 'Where a news item, column or archive issue stands after a publication change.' })
export class PublicationState {
  @Field(() => EditorialKind)
  kind!: EditorialKind;

  @Field(() => Int)
  id!: number;

  @Field(() => PublicationStatus)
  status!: PublicationStatus;

  @Field(() => Date, { nullable: true, description: 'When a scheduled item goes public.' })
  publishAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was first published.' })
  publishedAt!: Date | null;

  @Field(() => Int, { description: 'The version now stored: the next edit is based on it.' })
  version!: number;
}
