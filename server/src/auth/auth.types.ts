import { Field, ObjectType } from 'type-graphql';
import { User } from '../modules/user/user.entity.js';

@ObjectType()
export class SignInResult {
  @Field({ description: 'Short-lived token for the Authorization: Bearer header.' })
  accessToken!: string;

  @Field(() => User)
  user!: User;
}

@ObjectType()
export class AccessTokenResult {
  @Field()
  accessToken!: string;
}
