import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { EditorialKind, PublicationStatus } from './publication.js';

@ObjectType({ description: 'A news item, column or archive issue on the editorial calendar.' })
export class EditorialItem {
  @Field(() => EditorialKind)
  kind!: EditorialKind;

  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field(() => PublicationStatus)
  status!: PublicationStatus;

  @Field(() => Date, { nullable: true, description: 'When a scheduled item goes public.' })
  publishAt!: Date | null;

  @Field(() => Date, { description: 'When it was last saved.' })
  updatedAt!: Date;

  /** The id of who saved it last (the newest revision's author, else the item's writer); the resolver loads the user. */
  authorId!: number | null;
}

@ObjectType({ description: "The editors' days ahead (the dashboard): what goes public soon and the drafts in progress." })
export class EditorialCalendar {
  @Field(() => [EditorialItem], { description: 'Scheduled items going public within the coming days, soonest first.' })
  scheduled!: EditorialItem[];

  @Field(() => [EditorialItem], { description: 'The 10 drafts saved most recently, newest first.' })
  recentDrafts!: EditorialItem[];
}

/** How far ahead the calendar looks: 1 to 60 days. */
@ArgsType()
export class EditorialCalendarArgs {
  @Field(() => Int, { defaultValue: 7, description: 'How many days ahead (1-60).' })
  @IsInt({ message: 'Editorial.Days.invalid' })
  @Min(1, { message: 'Editorial.Days.invalid' })
  @Max(60, { message: 'Editorial.Days.invalid' })
  days!: number;
}
