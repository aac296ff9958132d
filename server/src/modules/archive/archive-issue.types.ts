import { ObjectType } from 'type-graphql';
import { PageType } from '../common/paging.js';
import { ArchiveIssue } from './archive-issue.entity.js';

@ObjectType()
export class ArchiveIssuePage extends PageType(ArchiveIssue) {}
