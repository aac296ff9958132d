import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { variantUrlOr } from '../../media/media.service.js';
import { SearchPageArgs } from '../common/paging.js';
import { Advert } from './advert.entity.js';
import { UpdateAdvertInput } from './advert.inputs.js';
import { AdvertPage } from './advert.types.js';

@Resolver(() => Advert)
export class AdvertResolver {
  @Query(() => Advert, { description: 'The advert of a slot key (home-main); NOT_FOUND for an unknown slot.' })
  publicAdvert(@Arg('slot') slot: string, @Ctx() ctx: Context) {
    return ctx.adverts.bySlot(slot);
  }

  @Query(() => AdvertPage, { description: 'Admin list, by slot; `query` matches the words of name, slot and link in any order.' })
  advertList(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
    return ctx.adverts.list(args);
  }

  @Query(() => Advert, { description: 'One advert; NOT_FOUND when missing.' })
  advert(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.adverts.get(id);
  }

  @Mutation(() => Advert, { description: 'Edits an advert (spec §6: adverts are never created or deleted); the public site shows it at once.' })
  updateAdvert(@Arg('input') input: UpdateAdvertInput, @Ctx() ctx: Context) {
    return ctx.adverts.update(input);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The image (large variant); null until one is uploaded.' })
  imageUrl(@Root() advert: Advert) {
    return advert.imagePath ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The image as a small thumbnail (the size segment swapped).' })
  thumbUrl(@Root() advert: Advert) {
    return advert.imagePath ? variantUrlOr(advert.imagePath, 'thumb') : null;
  }
}
