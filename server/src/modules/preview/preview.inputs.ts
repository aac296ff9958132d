import { Field, InputType, Int } from 'type-graphql';
import { EditorialKind } from '../publishing/publication.js';

@InputType()
export class CreatePreviewLinkInput {
  @Field(() => EditorialKind)
  kind!: EditorialKind;

  @Field(() => Int)
  id!: number;
}

@InputType()
export class RevokePreviewLinkInput {
  @Field(() => Int)
  id!: number;
}
