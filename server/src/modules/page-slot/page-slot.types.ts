import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { PageSlot } from './page-slot.entity.js';

@ObjectType()
export class PageSlotPage extends PageType(PageSlot) {}
