import { Advert } from '../modules/advert/advert.entity.js';
import { ArchiveIssue } from '../modules/archive/archive-issue.entity.js';
import { Column } from '../modules/column/column.entity.js';
import { Columnist } from '../modules/columnist/columnist.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { Event } from '../modules/event/event.entity.js';
import { News } from '../modules/news/news.entity.js';
import { NewsPhoto } from '../modules/news/news-photo.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { PageSlot } from '../modules/page-slot/page-slot.entity.js';
import { SubscriptionRequest } from '../modules/subscription/subscription-request.entity.js';
import { Tag } from '../modules/tag/tag.entity.js';

/** Every content entity except Category and User, for the ORM config. */
export const contentEntities = [
  Tag,
  News,
  NewsPhoto,
  Columnist,
  Column,
  ArchiveIssue,
  Event,
  Advert,
  PageSlot,
  ContactMessage,
  SubscriptionRequest,
  NewsletterSubscriber,
];
