import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SvgIconComponent } from '@mui/icons-material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CreateOutlined from '@mui/icons-material/CreateOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import { ADMIN_BASE, adminPaths } from '../../lib/admin-paths';

export interface AdminNavItem {
  to: string;
  label: MessageDescriptor;
  icon: SvgIconComponent;
  /** Screens of later issues: shown disabled with a "soon" hint. */
  ready: boolean;
  end?: boolean;
}

/** Every admin section of spec §2, in the spec's order; then the audit log. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: ADMIN_BASE, label: msg`Pano`, icon: DashboardOutlined, ready: true, end: true },
  { to: adminPaths('profile').list, label: msg`Profil`, icon: PersonOutlined, ready: true },
  { to: adminPaths('subscriptions').list, label: msg`Abonelikler`, icon: CardMembershipOutlined, ready: true },
  { to: adminPaths('archives').list, label: msg`Arşivler`, icon: Inventory2Outlined, ready: true },
  { to: adminPaths('newsletter').list, label: msg`Bülten aboneliği`, icon: MarkEmailReadOutlined, ready: true },
  { to: adminPaths('tags').list, label: msg`Etiketler`, icon: LocalOfferOutlined, ready: true },
  { to: adminPaths('events').list, label: msg`Etkinlikler`, icon: EventOutlined, ready: true },
  { to: adminPaths('news').list, label: msg`Haberler`, icon: ArticleOutlined, ready: true },
  { to: adminPaths('contacts').list, label: msg`İletişim`, icon: MailOutlined, ready: true },
  { to: adminPaths('categories').list, label: msg`Kategoriler`, icon: CategoryOutlined, ready: true },
  { to: adminPaths('columnists').list, label: msg`Köşe yazarları`, icon: PeopleAltOutlined, ready: true },
  { to: adminPaths('columns').list, label: msg`Köşe yazıları`, icon: CreateOutlined, ready: true },
  { to: adminPaths('adverts').list, label: msg`Reklamlar`, icon: CampaignOutlined, ready: true },
  { to: adminPaths('pages').list, label: msg`Sayfalar`, icon: WebOutlined, ready: true },
  { to: adminPaths('audit').list, label: msg`Kayıtlar`, icon: HistoryOutlined, ready: true },
];
