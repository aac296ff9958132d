import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

@ObjectType()
export class NewsletterSubscriberPage extends PageType(NewsletterSubscriber) {}
