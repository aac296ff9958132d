import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { Advert } from './advert.entity.js';

@ObjectType()
export class AdvertPage extends PageType(Advert) {}
