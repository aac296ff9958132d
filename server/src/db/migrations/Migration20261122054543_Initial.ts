import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054543_Initial extends Migration {

  override name = 'Migration20261122054543_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "adverts" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "location" varchar(50) not null, "name" varchar(150) not null, "image_path" varchar(500) null, "link" varchar(500) not null);`);
    this.addSql(`alter table "adverts" add constraint "adverts_location_unique" unique ("location");`);

    this.addSql(`create table "app_meta" ("key" varchar(100) not null, "value" text not null, primary key ("key"));`);

    this.addSql(`create table "archive_issues" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(150) not null, "slug" varchar(160) not null, "description" varchar(250) not null, "poster_path" varchar(500) not null, "preview_path" varchar(500) not null, "is_featured" boolean not null default false, "price" numeric(10,2) not null, "link" varchar(500) not null, "masthead" jsonb not null, "masthead_html" text not null, "content" jsonb not null, "content_html" text not null, "hit" int not null default 0, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "archive_issues" add constraint "archive_issues_slug_unique" unique ("slug");`);
    this.addSql(`create index "archive_issues_is_featured_index" on "archive_issues" ("is_featured");`);
    this.addSql(`create index "archive_issues_created_at_index" on "archive_issues" ("created_at");`);

    this.addSql(`create table "categories" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(50) not null, "slug" varchar(160) not null, "description" varchar(150) not null, "deleted_at" timestamptz null, "name_key" varchar(60) not null default '', "search_text" text not null default '');`);
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);
    this.addSql(`create index "categories_deleted_at_index" on "categories" ("deleted_at");`);
    this.addSql(`create index "categories_name_key_index" on "categories" ("name_key");`);

    this.addSql(`create table "columnists" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(150) not null, "slug" varchar(160) not null, "image_path" varchar(500) not null, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "columnists" add constraint "columnists_slug_unique" unique ("slug");`);

    this.addSql(`create table "columns" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(150) not null, "slug" varchar(160) not null, "content" jsonb not null, "content_html" text not null, "columnist_id" int null, "hit" int not null default 0, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "columns" add constraint "columns_slug_unique" unique ("slug");`);
    this.addSql(`create index "columns_columnist_id_index" on "columns" ("columnist_id");`);
    this.addSql(`create index "columns_hit_index" on "columns" ("hit");`);
    this.addSql(`create index "columns_created_at_index" on "columns" ("created_at");`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(150) not null, "email" varchar(150) not null, "phone" varchar(30) not null, "message" text not null);`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(`create table "events" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(150) not null, "date" timestamptz not null, "location" varchar(150) not null);`);
    this.addSql(`create index "events_date_index" on "events" ("date");`);

    this.addSql(`create table "newsletter_subscribers" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(150) not null);`);
    this.addSql(`alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`);
    this.addSql(`create index "newsletter_subscribers_created_at_index" on "newsletter_subscribers" ("created_at");`);

    this.addSql(`create table "subscription_requests" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "type" text not null, "status" text not null default 'pending', "name" varchar(150) not null, "email" varchar(150) not null, "phone" varchar(30) not null, "address" text not null, "company_name" varchar(150) null, "tax_number" varchar(50) null, "subscribed_at" timestamptz null);`);
    this.addSql(`create index "subscription_requests_status_index" on "subscription_requests" ("status");`);
    this.addSql(`create index "subscription_requests_created_at_index" on "subscription_requests" ("created_at");`);

    this.addSql(`create table "tags" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(50) not null, "slug" varchar(160) not null, "description" varchar(150) not null, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "tags" add constraint "tags_slug_unique" unique ("slug");`);

    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(150) not null, "email" varchar(150) not null, "password_hash" varchar(255) not null, "language" text not null default 'tr', "avatar_path" varchar(255) null, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "refresh_tokens" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" varchar(64) not null, "family" varchar(36) not null, "remember_me" boolean not null default false, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "refresh_tokens_family_index" on "refresh_tokens" ("family");`);

    this.addSql(`create table "password_resets" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "news" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(250) not null, "slug" varchar(160) not null, "teaser" varchar(200) not null, "content" jsonb not null, "content_html" text not null, "poster_path" varchar(500) not null, "category_id" int null, "featured_until" timestamptz null, "type" text not null default 'news', "hit" int not null default 0, "author_id" int null, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "news" add constraint "news_slug_unique" unique ("slug");`);
    this.addSql(`create index "news_category_id_index" on "news" ("category_id");`);
    this.addSql(`create index "news_featured_until_index" on "news" ("featured_until");`);
    this.addSql(`create index "news_hit_index" on "news" ("hit");`);
    this.addSql(`create index "news_author_id_index" on "news" ("author_id");`);
    this.addSql(`create index "news_type_created_at_index" on "news" ("type", "created_at");`);
    this.addSql(`create index "news_created_at_index" on "news" ("created_at");`);

    this.addSql(`create table "page_slots" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "area" varchar(50) not null, "news_id" int null);`);
    this.addSql(`alter table "page_slots" add constraint "page_slots_area_unique" unique ("area");`);
    this.addSql(`create index "page_slots_news_id_index" on "page_slots" ("news_id");`);

    this.addSql(`create table "news_photos" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "news_id" int not null, "path" varchar(500) not null, "position" int not null default 0);`);
    this.addSql(`create index "news_photos_news_id_index" on "news_photos" ("news_id");`);

    this.addSql(`create table "news_tags" ("news_id" int not null, "tag_id" int not null, primary key ("news_id", "tag_id"));`);

    this.addSql(`alter table "columns" add constraint "columns_columnist_id_foreign" foreign key ("columnist_id") references "columnists" ("id") on delete set null;`);

    this.addSql(`alter table "subscription_requests" add constraint "subscription_requests_type_check" check ("type" in ('personal', 'company'));`);
    this.addSql(`alter table "subscription_requests" add constraint "subscription_requests_status_check" check ("status" in ('pending', 'confirmed'));`);

    this.addSql(`alter table "users" add constraint "users_language_check" check ("language" in ('tr', 'en'));`);

    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "news" add constraint "news_category_id_foreign" foreign key ("category_id") references "categories" ("id") on delete set null;`);
    this.addSql(`alter table "news" add constraint "news_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "news" add constraint "news_type_check" check ("type" in ('news', 'headline', 'dusunceOkulu'));`);

    this.addSql(`alter table "page_slots" add constraint "page_slots_news_id_foreign" foreign key ("news_id") references "news" ("id") on delete set null;`);

    this.addSql(`alter table "news_photos" add constraint "news_photos_news_id_foreign" foreign key ("news_id") references "news" ("id") on delete cascade;`);

    this.addSql(`alter table "news_tags" add constraint "news_tags_news_id_foreign" foreign key ("news_id") references "news" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "news_tags" add constraint "news_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "news" drop constraint "news_category_id_foreign";`);
    this.addSql(`alter table "columns" drop constraint "columns_columnist_id_foreign";`);
    this.addSql(`alter table "news_tags" drop constraint "news_tags_tag_id_foreign";`);
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_user_id_foreign";`);
    this.addSql(`alter table "password_resets" drop constraint "password_resets_user_id_foreign";`);
    this.addSql(`alter table "news" drop constraint "news_author_id_foreign";`);
    this.addSql(`alter table "page_slots" drop constraint "page_slots_news_id_foreign";`);
    this.addSql(`alter table "news_photos" drop constraint "news_photos_news_id_foreign";`);
    this.addSql(`alter table "news_tags" drop constraint "news_tags_news_id_foreign";`);

    this.addSql(`drop table if exists "adverts" cascade;`);
    this.addSql(`drop table if exists "app_meta" cascade;`);
    this.addSql(`drop table if exists "archive_issues" cascade;`);
    this.addSql(`drop table if exists "categories" cascade;`);
    this.addSql(`drop table if exists "columnists" cascade;`);
    this.addSql(`drop table if exists "columns" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "events" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);
    this.addSql(`drop table if exists "subscription_requests" cascade;`);
    this.addSql(`drop table if exists "tags" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "password_resets" cascade;`);
    this.addSql(`drop table if exists "news" cascade;`);
    this.addSql(`drop table if exists "page_slots" cascade;`);
    this.addSql(`drop table if exists "news_photos" cascade;`);
    this.addSql(`drop table if exists "news_tags" cascade;`);
  }

}
