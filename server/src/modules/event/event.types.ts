import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { Event } from './event.entity.js';

@ObjectType()
export class EventPage extends PageType(Event) {}
