import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { Columnist } from './columnist.entity.js';

@ObjectType()
export class ColumnistPage extends PageType(Columnist) {}
