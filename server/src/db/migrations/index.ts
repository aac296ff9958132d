// The list of migrations, oldest first. `npm run migration:create -w server` rewrites this file.
import { Migration20261122054543_Initial } from './Migration20261122054543_Initial.js';
import { Migration20261123103916_EditorialMachinery } from './Migration20261123103916_EditorialMachinery.js';
import { Migration20261123104959_EventSearch } from './Migration20261123104959_EventSearch.js';
import { Migration20261123105124_NewsSearch } from './Migration20261123105124_NewsSearch.js';
import { Migration20261123105259_Columns } from './Migration20261123105259_Columns.js';
import { Migration20261123105322_ArchiveSearch } from './Migration20261123105322_ArchiveSearch.js';
import { Migration20261123140148_Office } from './Migration20261123140148_Office.js';
import { Migration20261123140321_AuditLog } from './Migration20261123140321_AuditLog.js';
import { Migration20261125143000_ArchiveScale } from './Migration20261125143000_ArchiveScale.js';
import { Migration20261125180000_Publishing } from './Migration20261125180000_Publishing.js';
import { Migration20261125181000_Revisions } from './Migration20261125181000_Revisions.js';
import { Migration20261125181500_PublishingAudit } from './Migration20261125181500_PublishingAudit.js';
import { Migration20261125182000_PreviewLinks } from './Migration20261125182000_PreviewLinks.js';
import { Migration20261201120000_SearchInOrderIndexes } from './Migration20261201120000_SearchInOrderIndexes.js';

export const migrationsList = [
  { name: 'Migration20261122054543_Initial', class: Migration20261122054543_Initial },
  { name: 'Migration20261123103916_EditorialMachinery', class: Migration20261123103916_EditorialMachinery },
  { name: 'Migration20261123104959_EventSearch', class: Migration20261123104959_EventSearch },
  { name: 'Migration20261123105124_NewsSearch', class: Migration20261123105124_NewsSearch },
  { name: 'Migration20261123105259_Columns', class: Migration20261123105259_Columns },
  { name: 'Migration20261123105322_ArchiveSearch', class: Migration20261123105322_ArchiveSearch },
  { name: 'Migration20261123140148_Office', class: Migration20261123140148_Office },
  { name: 'Migration20261123140321_AuditLog', class: Migration20261123140321_AuditLog },
  { name: 'Migration20261125143000_ArchiveScale', class: Migration20261125143000_ArchiveScale },
  { name: 'Migration20261125180000_Publishing', class: Migration20261125180000_Publishing },
  { name: 'Migration20261125181000_Revisions', class: Migration20261125181000_Revisions },
  { name: 'Migration20261125181500_PublishingAudit', class: Migration20261125181500_PublishingAudit },
  { name: 'Migration20261125182000_PreviewLinks', class: Migration20261125182000_PreviewLinks },
  { name: 'Migration20261201120000_SearchInOrderIndexes', class: Migration20261201120000_SearchInOrderIndexes },
];
