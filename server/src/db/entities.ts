import { PasswordReset } from '../auth/password-reset.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Advert } from '../modules/advert/advert.entity.js';
import { ArchiveIssue } from '../modules/archive/archive-issue.entity.js';
import { Category } from '../modules/category/category.entity.js';
import { Column } from '../modules/column/column.entity.js';
import { Columnist } from '../modules/columnist/columnist.entity.js';
import { SlugRedirect } from '../modules/slug-redirect/slug-redirect.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { Event } from '../modules/event/event.entity.js';
import { News } from '../modules/news/news.entity.js';
import { NewsPhoto } from '../modules/news/news-photo.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { PageSlot } from '../modules/page-slot/page-slot.entity.js';
import { SubscriptionRequest } from '../modules/subscription/subscription-request.entity.js';
import { Tag } from '../modules/tag/tag.entity.js';
import { User } from '../modules/user/user.entity.js';
import { AppMeta } from './app-meta.entity.js';
import { AuditEntry } from '../modules/audit/audit-entry.entity.js';
import { ListCount } from '../modules/common/list-count.entity.js';

/** Every entity the ORM knows; listed explicitly so builds and tests need no folder discovery. */
export const entities = [
  AppMeta,
  User,
  RefreshToken,
  PasswordReset,
  SlugRedirect,
  Category,
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
  AuditEntry,
  ListCount,
];
