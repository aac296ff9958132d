import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IdInput } from '../common/id.input.js';
import { MessageArea, NameText, RequiredDate, TrimmedLength } from '../common/validation.js';

/** Spec §5 and §9: event title and location 2-150 characters (the entity's column lengths too). */
export const EVENT_LIMITS = { title: { min: 2, max: 150 }, location: { min: 2, max: 150 } } as const;
export const { title: EVENT_TITLE, location: EVENT_LOCATION } = EVENT_LIMITS;

const DATE_DESCRIPTION =
  'When it starts: an instant, sent as an ISO 8601 date-time with its offset (e.g. 2026-12-01T16:00:00.000Z); the site shows it in Europe/Istanbul time.';

@InputType({ description: 'A new event.' })
@MessageArea('Event')
export class CreateEventInput {
  @Field()
  @NameText('Event.Title', EVENT_TITLE.min, EVENT_TITLE.max)
  title!: string;

  @Field(() => Date, { description: DATE_DESCRIPTION })
  @RequiredDate('Event.Date')
  date!: Date;

  @Field()
  @TrimmedLength('Event.Location', EVENT_LOCATION.min, EVENT_LOCATION.max)
  location!: string;
}

@InputType({ description: 'The event to edit; fields left out (or null) keep their value.' })
@MessageArea('Event')
export class UpdateEventInput extends IdInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @NameText('Event.Title', EVENT_TITLE.min, EVENT_TITLE.max)
  title?: string | null;

  @Field(() => Date, { nullable: true, description: DATE_DESCRIPTION })
  @IsOptional()
  @RequiredDate('Event.Date')
  date?: Date | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @TrimmedLength('Event.Location', EVENT_LOCATION.min, EVENT_LOCATION.max)
  location?: string | null;
}
