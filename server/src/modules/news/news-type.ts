import { registerEnumType } from 'type-graphql';

/** Kinds of news (spec §4): daily news, the weekly headline, and the "Düşünce Okulu" block. */
export enum NewsType {
  news = 'news',
  headline = 'headline',
  dusunceOkulu = 'dusunceOkulu',
}

registerEnumType(NewsType, { name: 'NewsType', description: 'news: daily news; headline: the weekly headline; dusunceOkulu: the thought school block.' });
